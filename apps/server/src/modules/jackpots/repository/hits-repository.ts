// SQL of `jackpot_hits`: a drop is inserted approved, then paid once (guarded update); lists and seen flags.
import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'

export type HitRow = {
  id: string
  jackpot_id: number
  jackpot_name: string
  level_code: string
  level_name: string
  bet_id: string
  user_id: number
  language: string
  amount: number
  currency: string
  status: 'approved' | 'paid'
  seen: boolean
  created_at: string | Date
}

export async function insertHit(
  db: Executor,
  h: {
    jackpotId: number
    levelId: number
    contributionId: number
    betId: string
    userId: number
    amount: number
    currency: string
    at: Date
  },
): Promise<string | undefined> {
  const { rows } = await db.execute<{ id: string }>(sql`insert into jackpot_hits
      (jackpot_id, level_id, contribution_id, bet_id, user_id, amount, currency, status, created_at)
    values (${h.jackpotId}, ${h.levelId}, ${h.contributionId}, ${h.betId}, ${h.userId}, ${h.amount},
      ${h.currency}, 'approved', ${h.at})
    on conflict (contribution_id) do nothing
    returning id::text`)
  return rows[0]?.id
}

/**
 * approved → paid, once: the second caller (or a replay) gets undefined and pays nothing. Answers what
 * the payment and the winner's notification need.
 */
export async function markPaid(db: Executor, id: string, at: Date) {
  const { rows } = await db.execute<{
    user_id: number
    amount: number
    currency: string
    jackpot_id: number
    jackpot_name: string
    level_name: string
  }>(sql`
    update jackpot_hits h set status = 'paid', paid_at = ${at}
    from jackpots j, jackpot_levels l
    where h.id = ${id} and h.status = 'approved' and j.id = h.jackpot_id and l.id = h.level_id
    returning h.user_id, h.amount::float8 as amount, h.currency, h.jackpot_id, j.name as jackpot_name,
      l.name as level_name`)
  return rows[0]
}

export async function selectApprovedIds(db: Executor): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select id::text from jackpot_hits where status = 'approved' order by id limit 100`,
  )
  return rows.map((r) => r.id)
}

const SELECT = sql`select h.id::text, h.jackpot_id, j.name as jackpot_name, l.code as level_code,
    l.name as level_name, h.bet_id::text, h.user_id, u.language, h.amount::float8 as amount, h.currency,
    h.status, h.seen, h.created_at
  from jackpot_hits h join jackpots j on j.id = h.jackpot_id join jackpot_levels l on l.id = h.level_id
    join users u on u.id = h.user_id`

export interface HitFilter {
  status?: 'approved' | 'paid'
  userId?: number
  unseen?: boolean
  jackpotId?: number
}

function where(f: HitFilter): SQL {
  const parts = [sql`true`]
  if (f.status) parts.push(sql`h.status = ${f.status}`)
  if (f.userId !== undefined) parts.push(sql`h.user_id = ${f.userId}`)
  if (f.unseen) parts.push(sql`not h.seen`)
  if (f.jackpotId !== undefined) parts.push(sql`h.jackpot_id = ${f.jackpotId}`)
  return sql.join(parts, sql` and `)
}

export async function selectHits(db: Executor, f: HitFilter, page: { limit: number; offset: number }) {
  const w = where(f)
  const [list, count] = await Promise.all([
    db.execute<HitRow>(
      sql`${SELECT} where ${w} order by h.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from jackpot_hits h where ${w}`),
  ])
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 }
}

export async function selectHitsByIds(db: Executor, ids: readonly string[]) {
  const { rows } = await db.execute<HitRow>(
    sql`${SELECT} where h.id = any(${sql.param(ids)}::bigint[]) order by h.id`,
  )
  return rows
}

/** The player's unseen hits among `ids` become seen; returns how many changed. */
export async function markSeen(db: Executor, userId: number, ids: readonly string[]): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`update jackpot_hits set seen = true
    where user_id = ${userId} and not seen and id = any(${sql.param(ids)}::bigint[]) returning id::text`)
  return rows.length
}
