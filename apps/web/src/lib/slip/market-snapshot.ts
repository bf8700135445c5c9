import type { Market } from '@sportsbook/contract'
import { marketId, outcomeKey, type MarketSnapshot } from '@sportsbook/domain'

/** Catalogue markets of one match as the slip's snapshots (outcome ids keyed like the slip's). */
export const marketSnapshots = (matchIdValue: number, markets: readonly Market[]): MarketSnapshot[] =>
  markets.map((m) => ({
    marketId: marketId(m.id),
    specifier: m.specifier,
    status: m.status,
    outcomes: m.outcomes.map((o) => ({
      outcomeId: outcomeKey(matchIdValue, m.id, m.specifier, o.id),
      active: o.active,
      odds: o.odds,
    })),
  }))
