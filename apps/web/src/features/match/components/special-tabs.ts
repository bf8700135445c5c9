// Spec §2's special page keys `top` and `all` on the match page: market tabs that are no market group
// of the feed. `top` holds the markets the match puts forward (main, secondary and its top markets:
// what a listing shows of it); `all` every open market in one list.
import type { Market, Match } from '@sportsbook/contract'
import { marketKey, sortMarkets } from '@sportsbook/domain'

export const TOP = 'top'
export const ALL = 'all'
export type SpecialTab = typeof TOP | typeof ALL

/** The open markets the match puts forward, in their live state (`shown`), main first; [] without a match. */
export function topMarkets(match: Match | undefined, shown: readonly Market[]): Market[] {
  if (!match) return []
  const wanted = [match.main_market, match.secondary_market, ...match.top_markets]
    .filter((m): m is Market => m !== null)
    .map((m) => marketKey(m.id, m.specifier))
  const live = new Map(shown.map((m) => [marketKey(m.id, m.specifier), m]))
  const seen = new Set<string>()
  return wanted.flatMap((k) => {
    const m = live.get(k)
    if (!m || seen.has(k)) return []
    seen.add(k)
    return [m]
  })
}

/** Every open market, in spec §9 order. */
export const allMarkets = (shown: readonly Market[]): Market[] => sortMarkets([...shown])
