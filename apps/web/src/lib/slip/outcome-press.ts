import type { SelectionInput } from '@sportsbook/domain'
import { useSyncExternalStore } from 'react'
import { dispatchSlip } from './use-slip.ts'

type PressHandler = (selection: SelectionInput) => void

const toggle: PressHandler = (selection) => dispatchSlip({ type: 'toggleOutcome', selection })
/** Registered handlers, latest last; the panel can be mounted twice (column and sheet). */
const handlers: PressHandler[] = []

/** The outcome of the price pressed last: its button offers "Go to bet slip" as the next tab stop. */
let lastPressed: string | undefined
const pressListeners = new Set<() => void>()

/** What pressing a price does: toggle it on the slip, or what the bet-slip feature decides (quick bet). */
export function pressOutcome(selection: SelectionInput): void {
  lastPressed = selection.outcomeId
  pressListeners.forEach((l) => l())
  ;(handlers.at(-1) ?? toggle)(selection)
}

const subscribePress = (l: () => void) => {
  pressListeners.add(l)
  return () => pressListeners.delete(l)
}

/** Whether this outcome's price was pressed last; a boolean, so a press re-renders two buttons, not all. */
export const useLastPressed = (outcomeId: string | undefined): boolean =>
  useSyncExternalStore(
    subscribePress,
    () => outcomeId !== undefined && lastPressed === outcomeId,
    () => false,
  )

/** The bet-slip feature takes over presses (quick bet, spec §4); the returned function removes this one. */
export function setOutcomePressHandler(next: PressHandler): () => void {
  handlers.push(next)
  return () => {
    const i = handlers.lastIndexOf(next)
    if (i >= 0) handlers.splice(i, 1)
  }
}

export const toggleOutcome = toggle
