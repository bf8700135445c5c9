import type { SelectionInput } from '@sportsbook/domain'
import { dispatchSlip } from './use-slip.ts'

type PressHandler = (selection: SelectionInput) => void

const toggle: PressHandler = (selection) => dispatchSlip({ type: 'toggleOutcome', selection })
/** Registered handlers, latest last; the panel can be mounted twice (column and sheet). */
const handlers: PressHandler[] = []

/** What pressing a price does: toggle it on the slip, or what the bet-slip feature decides (quick bet). */
export const pressOutcome = (selection: SelectionInput): void => (handlers.at(-1) ?? toggle)(selection)

/** The bet-slip feature takes over presses (quick bet, spec §4); the returned function removes this one. */
export function setOutcomePressHandler(next: PressHandler): () => void {
  handlers.push(next)
  return () => {
    const i = handlers.lastIndexOf(next)
    if (i >= 0) handlers.splice(i, 1)
  }
}

export const toggleOutcome = toggle
