// Development only: the result a provider would send, written on one bet's open selections.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'

/** Sets `result` on the open selections of the player's open bet; returns their match ids (none: no such bet). */
export async function decideBetSelections(
  db: Executor,
  userId: number,
  betId: string,
  result: 'win' | 'lose',
): Promise<number[]> {
  const { rows } = await db.execute<{ match_id: number }>(sql`
    update bet_selections s set result = ${result}
    from bets b
    where b.id = s.bet_id and b.id = ${betId} and b.user_id = ${userId}
      and b.status = 'waiting_results' and s.result is null
    returning s.match_id`)
  return [...new Set(rows.map((r) => Number(r.match_id)))]
}
