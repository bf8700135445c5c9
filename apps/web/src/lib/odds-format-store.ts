import { isOddsFormat, type OddsFormat } from '@sportsbook/domain'
import { useCallback, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { DEFAULT_ODDS_FORMAT, formatOdds } from './format-odds.ts'

/** Spec §3 session key of the chosen odds type: it outlives a reload, not the browser session. */
export const ODDS_TYPE_KEY = 'odds_type'

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * The odds format every price is shown in: the player's setting (applied after sign-in, spec §4),
 * a visitor's choice kept in session storage, or the host page's (spec §7 odds_changed).
 */
let format: OddsFormat | undefined
const listeners = new Set<() => void>()

function current(): OddsFormat {
  if (format === undefined) {
    let stored: string | null | undefined
    try {
      stored = storage()?.getItem(ODDS_TYPE_KEY)
    } catch {
      stored = undefined
    }
    format = isOddsFormat(stored) ? stored : DEFAULT_ODDS_FORMAT
  }
  return format
}

export function getOddsFormat(): OddsFormat {
  return current()
}

export function setOddsFormat(next: OddsFormat): void {
  if (next === current()) return
  format = next
  try {
    storage()?.setItem(ODDS_TYPE_KEY, next)
  } catch {
    // Full or disabled storage: the choice holds for this page only.
  }
  listeners.forEach((l) => l())
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export const useOddsFormat = (): OddsFormat =>
  useSyncExternalStore(subscribe, current, () => DEFAULT_ODDS_FORMAT)

/** Odds → text in the chosen format and the page's locale: every price on screen goes through this. */
export function useFormatOdds(): (odds: number) => string {
  const { locale } = useIntl()
  const chosen = useOddsFormat()
  return useCallback((odds: number) => formatOdds(odds, locale, chosen), [locale, chosen])
}
