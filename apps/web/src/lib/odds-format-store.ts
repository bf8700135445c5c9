import type { OddsFormat } from '@sportsbook/domain'
import { useSyncExternalStore } from 'react'
import { DEFAULT_ODDS_FORMAT } from './format-odds.ts'

/** The odds format prices are shown in; the host page may choose it (spec §7 odds_changed). */
let format: OddsFormat = DEFAULT_ODDS_FORMAT
const listeners = new Set<() => void>()

export function setOddsFormat(next: OddsFormat): void {
  if (next === format) return
  format = next
  listeners.forEach((l) => l())
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export const useOddsFormat = (): OddsFormat =>
  useSyncExternalStore(
    subscribe,
    () => format,
    () => DEFAULT_ODDS_FORMAT,
  )
