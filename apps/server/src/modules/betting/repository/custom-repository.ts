// SQL of custom bets: the match's sport and status, its eligible markets, the feed's match models.
import { sql } from 'drizzle-orm'
import type { BaseModel } from '../../pricing/index.ts'
import type { Executor } from '../../../db/client.ts'
import { MARKET_COLUMNS, type MarketRow } from '../../catalog/index.ts'

export async function selectMatchSport(db: Executor, matchId: number) {
  const [match] = (
    await db.execute<{ status: number; sport_key: string }>(sql`
      select m.status, s.key as sport_key from matches m join sports s on s.id = m.sport_id where m.id = ${matchId}`)
  ).rows
  return match
}

/** The match's markets with these ids and statuses, by priority. */
export async function selectMarketsOf(
  db: Executor,
  matchId: number,
  marketIds: readonly number[],
  statuses: readonly number[],
): Promise<MarketRow[]> {
  const { rows } = await db.execute<MarketRow>(sql`
    select ${MARKET_COLUMNS} from markets mk join matches m on m.id = mk.match_id
    where mk.match_id = ${matchId} and mk.market_id = any(${sql.param(marketIds)}::int[])
      and mk.status = any(${sql.param(statuses)}::int[])
    order by mk.priority desc, mk.market_id, mk.specifier`)
  return rows
}

/** The feed's model of each match (absent when the match does not exist). */
export async function selectMatchModels(db: Executor, matchIds: readonly number[]) {
  const { rows } = await db.execute<{ id: number; sport_key: string; model: BaseModel }>(sql`
    select m.id, s.key as sport_key, m.model from matches m join sports s on s.id = m.sport_id
    where m.id = any(${sql.param(matchIds)}::int[])`)
  return rows
}
