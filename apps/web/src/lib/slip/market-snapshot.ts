import type { Market } from '@sportsbook/contract'
import { marketId, type MarketSnapshot } from '@sportsbook/domain'
import { slipOutcomeId } from './selection-from.ts'

/** Catalogue markets of one match as the slip's snapshots (outcome ids keyed like the slip's). */
export const marketSnapshots = (matchIdValue: number, markets: readonly Market[]): MarketSnapshot[] =>
  markets.map((m) => ({
    marketId: marketId(m.id),
    specifier: m.specifier,
    status: m.status,
    outcomes: m.outcomes.map((o) => ({
      outcomeId: slipOutcomeId(matchIdValue, m, o.id),
      active: o.active,
      odds: o.odds,
    })),
  }))
