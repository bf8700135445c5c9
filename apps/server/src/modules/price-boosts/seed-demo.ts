// Demo price boosts (root README "Demo bonuses"): the main market's first outcome of the soonest
// matches starting after DEMO_PRICE_BOOSTS.leadMs, boosted by its factor, up to its most stake per
// customer; topped up to DEMO_PRICE_BOOSTS.matches running boosts (a boost ends when its match goes
// live). Idempotent: a match that has a boost gets no other.
import { scaleOdds } from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import { DEMO_PRICE_BOOSTS } from './constants.ts'
import { priceBoostBook } from './book.ts'
import { insertBoostIfNone, selectLiveBoosts, selectUpcomingMainMarkets } from './repository.ts'

/** Tops up the demo boosts and reloads the book; returns how many were added. */
export async function seedDemoPriceBoosts(db: Executor, now: Date): Promise<number> {
  const { matches, leadMs, factor, maxStake, currency } = DEMO_PRICE_BOOSTS
  const missing = matches - (await selectLiveBoosts(db, now)).length
  let added = 0
  const from = new Date(now.getTime() + leadMs)
  for (const m of missing > 0 ? await selectUpcomingMainMarkets(db, from, missing) : []) {
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
