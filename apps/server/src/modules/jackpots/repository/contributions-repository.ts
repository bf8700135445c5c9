// SQL of `jackpot_contributions`: written `pending` by betting's placing statement from `jackpotShares`' rows,
// put `in_draw` when the bet settles, rescaled or `withdrawn` by a cash-out, counted by the draw.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'

export interface ShareRow {
  /** The level's jackpot (not stored: whose pool the share moves, for the push). */
  jackpotId: number
  levelId: number
  betId: string
  amount: number
}

/** Whether any contribution waits to be counted (the draw's cheap idle check). */
export async function hasUncounted(db: Executor): Promise<boolean> {
  const { rows } = await db.execute<{ any: boolean }>(
    sql`select exists (select 1 from jackpot_contributions where not counted and state = 'in_draw') as any`,
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
 * Marks every committed contribution in the draw not yet counted as counted and returns them in id
 * order (the counting order). Run under the level locks: a concurrent draw waits, then finds them counted.
 */
export async function takeUncounted(db: Executor): Promise<CountedRow[]> {
  const { rows } = await db.execute<CountedRow>(sql`update jackpot_contributions set counted = true
    where not counted and state = 'in_draw'
    returning id::float8 as id, level_id, bet_id::text, user_id, amount::float8 as amount`)
  return rows.sort((a, b) => a.id - b.id)
}

/** The settled bets' pending shares enter the draw; those of bets refunded whole are withdrawn. */
export async function markSettled(
  db: Executor,
  bets: readonly { id: string; refunded: boolean }[],
): Promise<void> {
  if (bets.length === 0) return
  const refunded = bets.filter((b) => b.refunded).map((b) => b.id)
  await db.execute(sql`update jackpot_contributions
    set state = case when bet_id = any(${sql.param(refunded)}::bigint[]) then 'withdrawn' else 'in_draw' end
    where bet_id = any(${sql.param(bets.map((b) => b.id))}::bigint[]) and state = 'pending'`)
}

/**
 * The bet's pending shares become `shares` (by level); a level without one is withdrawn. Shares
 * already in the draw or withdrawn stay as they are.
 */
export async function rescalePending(
  db: Executor,
  betId: string,
  shares: readonly ShareRow[],
): Promise<void> {
  const levels = sql.param(shares.map((s) => s.levelId))
  const amounts = sql.param(shares.map((s) => s.amount))
  await db.execute(sql`update jackpot_contributions c
    set amount = coalesce(n.amount, c.amount),
      state = case when n.amount is null then 'withdrawn' else 'pending' end
    from (select p.id, x.amount from jackpot_contributions p
      left join unnest(${levels}::int[], ${amounts}::bigint[]) as x(level_id, amount) on x.level_id = p.level_id
      where p.bet_id = ${betId} and p.state = 'pending') n
    where c.id = n.id`)
}
