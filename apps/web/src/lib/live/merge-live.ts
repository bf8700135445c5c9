import type {
  Market,
  MarketList,
  Match,
  MatchPage,
  MatchStatus,
  MatchSummary,
  Provider,
} from '@sportsbook/contract'
import {
  isMatchBettable,
  marketKey,
  mergeMarket,
  mergeMarkets,
  mergeMatch,
  outcomeKey,
  MARKET_STATUS,
} from '@sportsbook/domain'
import type { LiveOddsStore } from './odds-store.ts'

/**
 * Live updates applied to what the query cache holds (spec §4 through the domain merges): the
 * results keep the identity of everything unchanged, and are `===` the input when nothing changed.
 */

/**
 * Records the prices of `markets` in the store; `shown` are the markets on screen before (for the first
 * direction). With `since` (`store.mark()` taken before a REST reload started), a price a publication
 * wrote while it loaded stays (`LiveOddsStore.setUnlessWrittenSince`).
 */
export function recordOdds(
  store: LiveOddsStore,
  matchId: number,
  markets: readonly Market[],
  shown: readonly (Market | null | undefined)[] = [],
  since?: number,
): void {
  const before = new Map<string, Market>()
  for (const m of shown) if (m) before.set(marketKey(m.id, m.specifier), m)
  for (const m of markets) {
    if (m.status === MARKET_STATUS.NOT_ALLOWED) continue
    const prev = before.get(marketKey(m.id, m.specifier))
    for (const o of m.outcomes) {
      const key = outcomeKey(matchId, m.id, m.specifier, o.id)
      const previous = prev?.outcomes.find((p) => p.id === o.id)?.odds
      if (since === undefined) store.set(key, o.odds, previous)
      else store.setUnlessWrittenSince(key, o.odds, since, previous)
    }
  }
}

/** The prices of a REST reload that started at the store's `since`: see `recordOdds`. */
export const recordReloadedOdds = (
  store: LiveOddsStore,
  matchId: number,
  markets: readonly Market[],
  since: number,
): void => recordOdds(store, matchId, markets, [], since)

/** True when a market changed more than its prices: what the page lays out or locks. */
export function marketShapeChanged(a: Market | null | undefined, b: Market | null | undefined): boolean {
  if (a === b) return false
  if (!a || !b) return true
  if (
    a.id !== b.id ||
    a.specifier !== b.specifier ||
    a.status !== b.status ||
    a.name !== b.name ||
    a.priority !== b.priority ||
    a.outcomes.length !== b.outcomes.length
  )
    return true
  return b.outcomes.some((o, i) => {
    const p = a.outcomes[i]
    return !p || p.id !== o.id || p.active !== o.active || p.name !== o.name
  })
}

export function marketsShapeChanged(a: readonly Market[], b: readonly Market[]): boolean {
  if (a === b) return false
  return a.length !== b.length || b.some((m, i) => marketShapeChanged(a[i], m))
}

/** A match page's market list after a markets_changed (status 0 dropped, new ones appended). */
export function mergeMarketList(list: MarketList, markets: readonly Market[]): MarketList {
  const data = mergeMarkets(list.data, markets)
  return data === list.data ? list : { ...list, data: [...data] }
}

/** A listed match after a public markets_changed: only its main and secondary markets are shown. */
export function mergeListedMarkets(match: Match, markets: readonly Market[]): Match {
  const byKey = new Map(markets.map((m) => [marketKey(m.id, m.specifier), m]))
  const pick = (prev: Market | null) => {
    const update = prev && byKey.get(marketKey(prev.id, prev.specifier))
    return prev && update ? (mergeMarket(prev, update) ?? null) : prev
  }
  const main = pick(match.main_market)
  const secondary = pick(match.secondary_market)
  if (main === match.main_market && secondary === match.secondary_market) return match
  return { ...match, main_market: main, secondary_market: secondary }
}

/** True when a listing's prices changed in more than value (the row layout or locks change). */
export function listingShapeChanged(a: MatchPage, b: MatchPage): boolean {
  if (a === b) return false
  if (a.data.length !== b.data.length) return true
  return b.data.some((m, i) => {
    const p = a.data[i]
    if (p === m) return false
    return (
      !p ||
      p.id !== m.id ||
      marketShapeChanged(p.main_market, m.main_market) ||
      marketShapeChanged(p.secondary_market, m.secondary_market)
    )
  })
}

export function mapMatch(page: MatchPage, matchId: number, fn: (m: Match) => Match): MatchPage {
  let changed = false
  const data = page.data.map((m) => {
    if (m.id !== matchId) return m
    const next = fn(m)
    if (next !== m) changed = true
    return next
  })
  return changed ? { ...page, data } : page
}

export type ListingResult = { page: MatchPage; missing: boolean }

/**
 * A listing after match_changed / match_status_changed: the match merges in, or leaves the list
 * when its new status is not one the list shows (a finished match leaves the live list).
 * `missing` says the match now belongs here but is not loaded (e.g. it just went live).
 */
export function applyMatchSummary(
  page: MatchPage,
  summary: MatchSummary,
  statuses: readonly MatchStatus[] | undefined,
): ListingResult {
  const belongs = !statuses || statuses.includes(summary.status)
  const index = page.data.findIndex((m) => m.id === summary.id)
  if (index < 0) return { page, missing: belongs }
  if (!belongs) {
    const data = page.data.filter((m) => m.id !== summary.id)
    return {
      page: {
        ...page,
        data,
        pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) },
      },
      missing: false,
    }
  }
  return { page: mapMatch(page, summary.id, (m) => mergeMatch(m, summary)), missing: false }
}

/** Spec §6: a provider's matches take bets only while it is active; its prices lock meanwhile. */
export function applyProviderStatus<M extends Pick<Match, 'provider' | 'status' | 'bettable'>>(
  match: M,
  provider: Provider,
  active: boolean,
): M {
  if (match.provider !== provider) return match
  const bettable = active && isMatchBettable(match.status)
  return bettable === match.bettable ? match : { ...match, bettable }
}
