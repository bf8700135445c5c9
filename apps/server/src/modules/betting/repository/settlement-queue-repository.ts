// SQL of the settlement queue (ADR 038): the feed role appends the matches it changed; a settlement
// worker leases rows with `for update skip locked` in its lease transaction and deletes them there once
// their work has committed, so N workers share the queue and a dead worker's rows come back.
import { sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../../db/client.ts'
import { marketStatusSql, matchStatusSql } from '../../../db/status-sql.ts'

export interface QueuedMatch {
  id: number
  matchId: number
  scored: boolean
  queuedAt: Date
}

/** Appends one row per changed match: `scored` for a score change, else a price or status change. */
export async function enqueueMatches(
  db: Executor,
  touched: readonly number[],
  scored: readonly number[],
): Promise<void> {
  const ids = [...touched, ...scored]
  if (ids.length === 0) return
  const flags = [...touched.map(() => false), ...scored.map(() => true)]
  await db.execute(sql`
    insert into settlement_queue (match_id, scored)
    select * from unnest(${sql.param(ids)}::int[], ${sql.param(flags)}::boolean[])`)
}

/** The oldest `limit` rows no other worker holds, locked until `tx` ends. */
export async function leaseQueued(tx: Tx, limit: number): Promise<QueuedMatch[]> {
  const { rows } = await tx.execute<{
    id: string
    match_id: number
    scored: boolean
    queued_at: string | Date
  }>(sql`
    select id::text, match_id, scored, queued_at from settlement_queue
    order by id limit ${limit} for update skip locked`)
  return rows.map((r) => ({
    id: Number(r.id),
    matchId: r.match_id,
    scored: r.scored,
    queuedAt: new Date(r.queued_at),
  }))
}

/** Removes leased rows whose work has committed. */
export async function deleteQueued(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await tx.execute(sql`delete from settlement_queue where id = any(${sql.param(ids)}::bigint[])`)
}

/** Rows waiting (for the settlement lag metric and tests). */
export async function queuedCount(db: Executor): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from settlement_queue`)
  return rows[0]?.n ?? 0
}

/**
 * Queues the matches with an open bet whose selection could be decided (its market resulted or
 * cancelled, its match finished or gone) unless already queued: the sweep that catches work whose
 * queueing was lost (the feed's INSERT failed as PostgreSQL went away). Returns how many it queued.
 */
export async function queueUndecided(db: Executor): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with due as (
      select distinct s.match_id from bet_selections s
      join bets b on b.id = s.bet_id and b.status = 'waiting_results'
      left join matches m on m.id = s.match_id
      left join markets mk on mk.match_id = s.match_id and mk.market_id = s.market_id and mk.specifier = s.specifier
      where s.result is null
        and (mk.status = ${marketStatusSql('CANCELLED')} or mk.result ? s.outcome_id
          or m.status = ${matchStatusSql('FINISHED')} or m.id is null)
        and not exists (select 1 from settlement_queue q where q.match_id = s.match_id)
    ), queued as (insert into settlement_queue (match_id) select match_id from due returning 1)
    select count(*)::int as n from queued`)
  return rows[0]?.n ?? 0
}
