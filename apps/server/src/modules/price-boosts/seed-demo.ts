// Demo price boosts (root README "Demo bonuses"): the main market's first outcome of the soonest
// upcoming matches, boosted by DEMO_PRICE_BOOSTS.factor, up to its most stake per customer.
// Idempotent: an outcome that has a boost keeps it.
import { scaleOdds } from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import { DEMO_PRICE_BOOSTS } from './constants.ts'
import { priceBoostBook } from './book.ts'
import { insertBoostIfNone, selectUpcomingMainMarkets } from './repository.ts'

/** Seeds the demo boosts and loads the book; returns how many were added. */
export async function seedDemoPriceBoosts(db: Executor, now: Date): Promise<number> {
  const { matches, factor, maxStake, currency } = DEMO_PRICE_BOOSTS
  let added = 0
  for (const m of await selectUpcomingMainMarkets(db, now, matches)) {
    const first = m.outcomes.find((o) => o.active)
    if (!first) continue
    // Two decimals, as prices are quoted, rounded down from the boosted price.
    const boosted = Math.floor(first.odds * factor * 100) / 100
    if (boosted <= first.odds) continue
    const row = {
      matchId: m.match_id,
      marketId: m.market_id,
      specifier: m.specifier,
      outcomeId: first.id,
      boostedOddsScaled: scaleOdds(boosted),
      maxStake,
      currency,
      startsAt: now,
    }
    if (await insertBoostIfNone(db, row, now)) added++
  }
  await priceBoostBook(db).refresh(now)
  return added
}
