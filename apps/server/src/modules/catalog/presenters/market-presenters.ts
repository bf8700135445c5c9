import { MARKET_GROUP_KEYS, type Market, type MarketGroupKey, type SuspendReason } from '@sportsbook/contract'
import { isMarketSuspended } from '@sportsbook/domain'
import type { MarketRow } from '../repository/markets-repository.ts'
import { toIsoOrNull } from '../../../lib/to-iso.ts'

export function presentMarket(r: MarketRow): Market {
  return {
    match_urn_id: r.match_urn_id,
    id: r.market_id,
    name: r.name,
    status: r.status as Market['status'],
    specifier: r.specifier,
    outcomes: r.outcomes,
    market_groups: r.groups,
    priority: r.priority,
    most_balanced: r.most_balanced,
    next_bet_stop: toIsoOrNull(r.next_bet_stop),
    custom_bet_groups: r.custom_bet_groups,
    ...(isMarketSuspended(r.status) &&
      r.suspend_reason && { suspend_reason: r.suspend_reason as SuspendReason }),
  }
}

/** Group tabs in the contract's display order; keys outside the catalogue are skipped. */
export function presentGroups(rows: { key: string; markets_count: number }[]) {
  const counts = new Map(rows.map((r) => [r.key, r.markets_count]))
  return MARKET_GROUP_KEYS.filter((k) => counts.has(k)).map((key: MarketGroupKey) => ({
    key,
    markets_count: counts.get(key) ?? 0,
  }))
}
