import { isOddsFormat, type OddsFormat } from '@sportsbook/domain'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { useBrand } from './brand/brand-context.ts'
import { readItem, writeItem } from './safe-storage.ts'
import { DEFAULT_ODDS_FORMAT, formatOdds } from './format-odds.ts'

/** Spec §3 session key of the chosen odds type: it outlives a reload, not the browser session. */
export const ODDS_TYPE_KEY = 'odds_type'

/**
 * The odds format every price is shown in: the player's setting (applied after sign-in, spec §4),
 * a visitor's choice kept in session storage, or the host page's (spec §7 odds_changed); null until
 * one of them chose, when the brand's default odds type applies (spec §3 activeOddsType).
 */
let format: OddsFormat | null = null
/** Whether the session's stored choice was read (or a newer choice made): done once, after hydration. */
let restored = false
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((l) => l())

export function getOddsFormat(): OddsFormat {
  return format ?? DEFAULT_ODDS_FORMAT
}

const getChosen = (): OddsFormat | null => format
const nothingChosen = (): null => null

export function setOddsFormat(next: OddsFormat): void {
  restored = true
  if (next === format) return
  format = next
  writeItem('session', ODDS_TYPE_KEY, next)
  notify()
}

/**
 * The session's stored choice, applied after hydration: the page is server-rendered in the default
 * format, so the first client render must match it before prices switch.
 */
function restoreStoredFormat(): void {
  if (restored) return
  restored = true
  const stored = readItem('session', ODDS_TYPE_KEY)
  if (isOddsFormat(stored) && stored !== format) {
    format = stored
    notify()
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function useOddsFormat(): OddsFormat {
  const brandDefault = useBrand()?.settings.active_odds_type ?? DEFAULT_ODDS_FORMAT
  const chosen = useSyncExternalStore(subscribe, getChosen, nothingChosen)
  useEffect(restoreStoredFormat, [])
  return chosen ?? brandDefault
}

/** Odds → text in the chosen format and the page's locale: every price on screen goes through this. */
export function useFormatOdds(): (odds: number) => string {
  const intl = useIntl()
  const chosen = useOddsFormat()
  return useCallback((odds: number) => formatOdds(odds, intl, chosen), [intl, chosen])
}
