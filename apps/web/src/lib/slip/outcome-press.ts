import type { SelectionInput } from '@sportsbook/domain'
import { dispatchSlip } from './use-slip.ts'

type PressHandler = (selection: SelectionInput) => void

const toggle: PressHandler = (selection) => dispatchSlip({ type: 'toggleOutcome', selection })
let handler: PressHandler = toggle

/** What pressing a price does: toggle it on the slip, or what the bet-slip feature decides (quick bet). */
export const pressOutcome = (selection: SelectionInput): void => handler(selection)

/** The bet-slip feature takes over presses (quick bet, spec §4); the returned function restores the toggle. */
export function setOutcomePressHandler(next: PressHandler): () => void {
  handler = next
  return () => {
    if (handler === next) handler = toggle
  }
}

export const toggleOutcome = toggle
