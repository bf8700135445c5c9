// SQL of `jackpot_contributions`: written by the placing statement (a CTE betting runs), counted
// into the pools by the draw.
import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'

export interface ShareRow {
  levelId: number
  betId: string
  amount: number
}

/**
 * The CTE `jackpot_shares` of the placing statement: one row per qualifying bet and level, written
 * only when the statement's CTE `b` inserted the bets (the bets and their shares commit together).
 * Its text depends on nothing but the shape, so the statement stays one prepared statement.
 */
export function sharesCte(userId: number, shares: readonly ShareRow[], now: Date): SQL {
  const col = <T>(pick: (s: ShareRow) => T) => sql.param(shares.map(pick))
  return sql`jackpot_shares as (
      insert into jackpot_contributions (level_id, bet_id, user_id, amount, created_at)
      select x.level_id, x.bet_id, ${userId}, x.amount, ${now}
      from unnest(${col((s) => s.levelId)}::int[], ${col((s) => s.betId)}::bigint[],
        ${col((s) => s.amount)}::bigint[]) as x(level_id, bet_id, amount)
      where exists (select 1 from b)
      returning 1
    )`
}

/** Whether any contribution waits to be counted (the draw's cheap idle check). */
export async function hasUncounted(db: Executor): Promise<boolean> {
  const { rows } = await db.execute<{ any: boolean }>(
    sql`select exists (select 1 from jackpot_contributions where not counted) as any`,
  )
  return rows[0]?.any === true
}

export type CountedRow = {
  id: number
  level_id: number
  bet_id: string
  user_id: number
  amount: number
}

/**
 * Marks every committed contribution not yet counted as counted and returns them in id order (the
 * counting order). Run under the level locks: a concurrent draw waits, then finds them counted.
 */
export async function takeUncounted(db: Executor): Promise<CountedRow[]> {
  const { rows } = await db.execute<CountedRow>(sql`update jackpot_contributions set counted = true
    where not counted
    returning id::float8 as id, level_id, bet_id::text, user_id, amount::float8 as amount`)
  return rows.sort((a, b) => a.id - b.id)
}
