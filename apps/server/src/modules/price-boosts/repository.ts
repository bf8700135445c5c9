// SQL of `price_boosts` and of what a customer staked at a boost.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

export type PriceBoostRow = {
  id: number
  match_id: number
  market_id: number
  specifier: string
  outcome_id: string
  boosted_odds_scaled: number
  max_stake: string
  currency: string
}

/** Boosts running at `now` on matches not started yet (a boost ends when its match goes live). */
export async function selectLiveBoosts(db: Executor, now: Date): Promise<PriceBoostRow[]> {
  const { rows } = await db.execute<PriceBoostRow>(sql`select pb.id, pb.match_id, pb.market_id, pb.specifier,
      pb.outcome_id, pb.boosted_odds_scaled, pb.max_stake::text, pb.currency
    from price_boosts pb join matches m on m.id = pb.match_id
    where pb.starts_at <= ${now} and (pb.ends_at is null or pb.ends_at > ${now}) and m.status = 0
    order by pb.id`)
  return rows
}

export interface NewPriceBoost {
  matchId: number
  marketId: number
  specifier: string
  outcomeId: string
  boostedOddsScaled: number
  maxStake: number
  currency: string
  startsAt: Date
}

/** Inserts a boost unless that outcome has one already; returns whether it did. */
export async function insertBoostIfNone(db: Executor, b: NewPriceBoost, now: Date): Promise<boolean> {
  const { rows } = await db.execute(sql`insert into price_boosts (match_id, market_id, specifier, outcome_id,
      boosted_odds_scaled, max_stake, currency, starts_at, created_at)
    select ${b.matchId}, ${b.marketId}, ${b.specifier}, ${b.outcomeId}, ${b.boostedOddsScaled}, ${b.maxStake},
      ${b.currency}, ${b.startsAt}, ${now}
    where not exists (select 1 from price_boosts where match_id = ${b.matchId} and market_id = ${b.marketId}
      and specifier = ${b.specifier} and outcome_id = ${b.outcomeId})
    returning 1`)
  return rows.length === 1
}

/**
 * What the player has staked at each of these boosts, over all their bets holding a boosted
 * selection (the bets just written in the caller's transaction included).
 */
export async function selectStakedAt(db: Executor, userId: number, boostIds: readonly number[]) {
  const { rows } = await db.execute<{ boost_id: number; staked: string }>(sql`
    select s.price_boost_id as boost_id, sum(b.stake)::text as staked
    from bets b join bet_selections s on s.bet_id = b.id
    where b.user_id = ${userId} and s.price_boost_id = any(${sql.param([...boostIds])}::int[])
    group by s.price_boost_id`)
  return new Map(rows.map((r) => [r.boost_id, Number(r.staked)]))
}

/** The open main markets of matches starting after `from` with no boost yet, soonest first (demo seeding). */
export async function selectUpcomingMainMarkets(db: Executor, from: Date, limit: number) {
  const { rows } = await db.execute<{
    match_id: number
    market_id: number
    specifier: string
    outcomes: { id: string; odds: number; active: boolean }[]
  }>(sql`select m.id as match_id, mk.market_id, mk.specifier, mk.outcomes
    from matches m join markets mk on mk.match_id = m.id and mk.market_id = m.main_market_id
      and mk.specifier = coalesce(m.main_market_specifier, '')
    where m.status = 0 and m.start_time > ${from} and mk.status = 1
      and not exists (select 1 from price_boosts pb where pb.match_id = m.id)
    order by m.start_time, m.id limit ${limit}`)
  return rows
}
