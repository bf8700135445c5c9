// SQL of `player_bonuses`: the freebets players hold, issued, activated, consumed and seen.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'
import type { PlayerBonusStatus } from '../../../db/schema/index.ts'

export type PlayerBonusRow = {
  id: string
  user_id: number
  campaign_id: number
  name: string
  type: string
  status: PlayerBonusStatus
  amount: string
  currency: string
  min_odds_scaled: number | null
  max_odds_scaled: number | null
  selections_from: number | null
  selections_to: number | null
  match_status: number | null
  /** A profit-boost token's p in basis points; null for a freebet. */
  boost_bp: number | null
  source: string
  is_seen: boolean
  expires_at: string | Date
  issued_at: string | Date
  used_at: string | Date | null
}

const SELECT = sql`select pb.id::text, pb.user_id, pb.campaign_id, c.name, pb.type,
    pb.status,
    pb.amount::text, pb.currency, pb.min_odds_scaled, pb.max_odds_scaled, pb.selections_from, pb.selections_to,
    pb.match_status, pb.boost_bp, pb.source, pb.is_seen, pb.expires_at, pb.issued_at, pb.used_at
  from player_bonuses pb join bonus_campaigns c on c.id = pb.campaign_id`

export interface FreebetFilter {
  unseen?: boolean
  /** Only those usable now (active or available, not expired at `now`). */
  available?: boolean
  now: Date
}

export async function selectPlayerBonuses(
  db: Executor,
  userId: number,
  f: FreebetFilter,
  page: { limit: number; offset: number },
) {
  const parts = [sql`pb.user_id = ${userId}`]
  if (f.unseen) parts.push(sql`not pb.is_seen`)
  if (f.available) parts.push(sql`pb.status in ('available', 'active') and pb.expires_at > ${f.now}`)
  const where = sql.join(parts, sql` and `)
  const [list, count] = await Promise.all([
    db.execute<PlayerBonusRow>(sql`${SELECT} where ${where} order by pb.id desc
      limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from player_bonuses pb where ${where}`),
  ])
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 }
}

export async function selectPlayerBonus(db: Executor, userId: number, id: number) {
  const { rows } = await db.execute<PlayerBonusRow>(
    sql`${SELECT} where pb.user_id = ${userId} and pb.id = ${id}`,
  )
  return rows[0]
}

export interface NewPlayerBonus {
  userId: number
  campaignId: number
  type: string
  status: 'available' | 'active'
  amount: number
  currency: string
  minOddsScaled: number | null
  maxOddsScaled: number | null
  selectionsFrom: number | null
  selectionsTo: number | null
  matchStatus: number | null
  boostBp?: number | null
  source: string
  expiresAt: Date
  issuedAt: Date
}

export async function insertPlayerBonus(db: Executor, b: NewPlayerBonus): Promise<number> {
  const { rows } = await db.execute<{
    id: string
  }>(sql`insert into player_bonuses (user_id, campaign_id, type,
      status, amount, currency, min_odds_scaled, max_odds_scaled, selections_from, selections_to, match_status,
      boost_bp, source, expires_at, issued_at)
    values (${b.userId}, ${b.campaignId}, ${b.type}, ${b.status}, ${b.amount}, ${b.currency}, ${b.minOddsScaled},
      ${b.maxOddsScaled}, ${b.selectionsFrom}, ${b.selectionsTo}, ${b.matchStatus}, ${b.boostBp ?? null}, ${b.source}, ${b.expiresAt},
      ${b.issuedAt})
    returning id::text`)
  return Number(rows[0]!.id)
}

/** available → active; returns false when the bonus was not available (or not the player's, or expired). */
export async function activatePlayerBonus(db: Executor, userId: number, id: number, now: Date) {
  const { rows } = await db.execute(sql`update player_bonuses set status = 'active', is_seen = true
    where id = ${id} and user_id = ${userId} and status = 'available' and expires_at > ${now} returning 1`)
  return rows.length === 1
}

/**
 * Consumes an active freebet for a bet, in the placing transaction: the row lock makes a second
 * placement racing for the same freebet wait, then find it used. Returns false when it was not active.
 */
export async function consumePlayerBonus(db: Executor, userId: number, id: number, betId: string, now: Date) {
  const { rows } = await db.execute(sql`update player_bonuses set status = 'used', used_at = ${now},
      bet_id = ${betId}, is_seen = true
    where id = ${id} and user_id = ${userId} and status = 'active' and expires_at > ${now} returning 1`)
  return rows.length === 1
}

/**
 * Gives a profit-boost token back to the player (its bet was voided, ADR 033): the same token, used
 * → active, with its own expiry. Idempotent: a token already back changes nothing.
 */
export async function restoreProfitBoost(db: Executor, userId: number, betId: string) {
  const { rows } = await db.execute(sql`update player_bonuses set status = 'active', used_at = null,
      bet_id = null
    where user_id = ${userId} and bet_id = ${betId} and type = 'profit_boost' and status = 'used' returning 1`)
  return rows.length === 1
}

export async function markPlayerBonusesSeen(db: Executor, userId: number, ids: readonly number[]) {
  const { rows } = await db.execute(sql`update player_bonuses set is_seen = true
    where user_id = ${userId} and id = any(${sql.param(ids)}::bigint[]) and not is_seen returning 1`)
  return rows.length
}

/** Active or available freebets of the player (for the slip and placement). */
export async function selectUsableFreebets(db: Executor, userId: number, now: Date) {
  const { rows } = await db.execute<PlayerBonusRow>(sql`${SELECT} where pb.user_id = ${userId}
    and pb.status = 'active' and pb.expires_at > ${now} order by pb.id`)
  return rows
}
