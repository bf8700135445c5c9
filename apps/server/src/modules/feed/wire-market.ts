// A market row the feed priced, as the wire shows it: the same fields the catalog presents from the
// stored row, so realtime publishes what the feed holds instead of reading it back after the write.
import { MARKET_STATUS } from '@sportsbook/domain'
import type { Market } from '@sportsbook/contract'
import type { MarketRow } from '../pricing/index.ts'

export function wireMarket(matchUrnId: string, r: MarketRow): Market {
  return {
    match_urn_id: matchUrnId,
    id: r.marketId,
    name: r.name,
    status: r.status as Market['status'],
    specifier: r.specifier,
    outcomes: r.outcomes,
    market_groups: r.groups,
    priority: r.priority,
    most_balanced: r.mostBalanced,
    // The feed sets no bet stop; the column stays null for its markets.
    next_bet_stop: null,
    custom_bet_groups: [...r.customBetGroups],
    ...(r.suspendReason && r.status === MARKET_STATUS.SUSPENDED && { suspend_reason: r.suspendReason }),
  }
}
