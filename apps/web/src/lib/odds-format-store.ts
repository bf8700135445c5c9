import { isOddsFormat, type OddsFormat } from '@sportsbook/domain'
import { useCallback, useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useBrand } from './brand/brand-context.ts'
import { createStore, useStore } from './create-store.ts'
import { readItem, writeItem } from './safe-storage.ts'
import { DEFAULT_ODDS_FORMAT, formatOdds } from './format-odds.ts'

/** Spec §3 session key of the chosen odds type: it outlives a reload, not the browser session. */
export const ODDS_TYPE_KEY = 'odds_type'

/**
 * The odds format every price is shown in: the player's setting (applied after sign-in, spec §4),
 * a visitor's choice kept in session storage, or the host page's (spec §7 odds_changed); null until
 * one of them chose, when the brand's default odds type applies (spec §3 activeOddsType).
 */
const format = createStore<OddsFormat | null>(null)
/** Whether the session's stored choice was read (or a newer choice made): done once, after hydration. */
let restored = false

export function getOddsFormat(): OddsFormat {
  return format.get() ?? DEFAULT_ODDS_FORMAT
}

export function setOddsFormat(next: OddsFormat): void {
  restored = true
  if (next === format.get()) return
  writeItem('session', ODDS_TYPE_KEY, next)
  format.set(next)
}

/**
 * The session's stored choice, applied after hydration: the page is server-rendered in the default
 * format, so the first client render must match it before prices switch.
 */
function restoreStoredFormat(): void {
  if (restored) return
  restored = true
  const stored = readItem('session', ODDS_TYPE_KEY)
  if (isOddsFormat(stored)) format.set(stored)
}

export function useOddsFormat(): OddsFormat {
  const brandDefault = useBrand()?.settings.active_odds_type ?? DEFAULT_ODDS_FORMAT
  const chosen = useStore(format)
  useEffect(restoreStoredFormat, [])
  return chosen ?? brandDefault
}

/** Odds → text in the chosen format and the page's locale: every price on screen goes through this. */
export function useFormatOdds(): (odds: number) => string {
  const intl = useIntl()
  const chosen = useOddsFormat()
  return useCallback((odds: number) => formatOdds(odds, intl, chosen), [intl, chosen])
}
