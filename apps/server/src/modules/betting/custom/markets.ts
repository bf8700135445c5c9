// GET /bets/custom/markets/{matchId}: the markets of a match a custom bet may combine, with their
// custom_bet_groups. The stored rows leave custom_bet_groups empty (the feed does not persist them),
// so they are filled here from the same table the pricing checks eligibility against.
import { sql } from 'drizzle-orm'
import { isMatchBettable } from '@sportsbook/domain'
import type { Db } from '../../../db/client.ts'
import { CUSTOM_BET_GROUPS } from '../../pricing/index.ts'
import { MARKET_COLUMNS, type MarketRow } from '../../catalog/index.ts'

/** Market statuses listed: active and suspended (a suspended market may reopen while the player builds). */
const LISTED_STATUSES = [1, -1]

/** The eligible markets, or null when the match does not exist. */
export async function customMarkets(db: Db, matchId: number): Promise<MarketRow[] | null> {
  const [match] = (
    await db.execute<{ status: number; sport_key: string }>(sql`
      select m.status, s.key as sport_key from matches m join sports s on s.id = m.sport_id where m.id = ${matchId}`)
  ).rows
  if (!match) return null
  const groups = CUSTOM_BET_GROUPS[match.sport_key]
  if (!groups || !isMatchBettable(match.status)) return []
  const { rows } = await db.execute<MarketRow>(sql`
    select ${MARKET_COLUMNS} from markets mk join matches m on m.id = mk.match_id
    where mk.match_id = ${matchId} and mk.market_id = any(${sql.param(Object.keys(groups).map(Number))}::int[])
      and mk.status = any(${sql.param(LISTED_STATUSES)}::int[])
    order by mk.priority desc, mk.market_id, mk.specifier`)
  return rows.map((r) => ({ ...r, custom_bet_groups: [...(groups[r.market_id] ?? [])] }))
}
