import type { SelectionInput } from '@sportsbook/domain'
import { createStore, useStore } from '../create-store.ts'
import { dispatchSlip } from './use-slip.ts'

type PressHandler = (selection: SelectionInput) => void

const toggle: PressHandler = (selection) => dispatchSlip({ type: 'toggleOutcome', selection })
/** Registered handlers, latest last; the panel can be mounted twice (column and sheet). */
const handlers: PressHandler[] = []

/** The outcome of the price pressed last: its button offers "Go to bet slip" as the next tab stop. */
const lastPressed = createStore<string | undefined>(undefined)

/** What pressing a price does: toggle it on the slip, or what the bet-slip feature decides (quick bet). */
export function pressOutcome(selection: SelectionInput): void {
  lastPressed.set(selection.outcomeId)
  ;(handlers.at(-1) ?? toggle)(selection)
}

/** Whether this outcome's price was pressed last; a boolean, so a press re-renders two buttons, not all. */
export const useLastPressed = (outcomeId: string | undefined): boolean =>
  useStore(lastPressed, (id) => outcomeId !== undefined && id === outcomeId)

/** The bet-slip feature takes over presses (quick bet, spec §4); the returned function removes this one. */
export function setOutcomePressHandler(next: PressHandler): () => void {
  handlers.push(next)
  return () => {
    const i = handlers.lastIndexOf(next)
    if (i >= 0) handlers.splice(i, 1)
  }
}

export const toggleOutcome = toggle
