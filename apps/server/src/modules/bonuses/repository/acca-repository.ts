// SQL of `bet_acca_offers` (ADR 032): offers attached at placement, decided at settlement or cancelled
// by a cash-out. Every write runs under betting's per-bet lock; `where state = 'open'` makes each once.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'
import type { AccaOfferKind, AccaOfferState } from '../../../db/schema/bonuses.ts'

type Ranges = { min_count: number; max_count: number; bonus_odds: number }[]

export interface AccaOfferRecord {
  betId: string
  kind: AccaOfferKind
  userId: number
  campaignId: number
  minLegs: number
  minOddsScaled: number
  ranges: Ranges | null
  percent: number | null
  cap: number
  /** The UTC day of placement, 'YYYY-MM-DD' (one insurance per player and day). */
  day: string
}

/**
 * Inserts the offers; an insurance beyond the player's one of the day is left out (unique index).
 * Returns the offers written.
 */
export async function insertAccaOffers(
  db: Executor,
  records: readonly AccaOfferRecord[],
): Promise<AccaOfferRecord[]> {
  if (records.length === 0) return []
  const p = <T>(pick: (r: AccaOfferRecord) => T) => sql.param(records.map(pick))
  const { rows } = await db.execute<{
    bet_id: string
    kind: string
  }>(sql`insert into bet_acca_offers (bet_id, kind, user_id, campaign_id, min_legs,
      min_odds_scaled, ranges, percent, cap, day)
    select b, k, u, c, l, o, r::jsonb, pc, cp, d::date from unnest(${p((r) => r.betId)}::bigint[],
      ${p((r) => r.kind)}::text[], ${p((r) => r.userId)}::int[], ${p((r) => r.campaignId)}::int[],
      ${p((r) => r.minLegs)}::int[], ${p((r) => r.minOddsScaled)}::int[],
      ${p((r) => (r.ranges ? JSON.stringify(r.ranges) : null))}::text[], ${p((r) => r.percent)}::real[],
      ${p((r) => r.cap)}::bigint[], ${p((r) => r.day)}::text[]) as t(b, k, u, c, l, o, r, pc, cp, d)
    on conflict do nothing returning bet_id::text, kind`)
  const written = new Set(rows.map((r) => `${r.bet_id}:${r.kind}`))
  return records.filter((r) => written.has(`${r.betId}:${r.kind}`))
}

export type AccaOfferRow = {
  bet_id: string
  kind: AccaOfferKind
  campaign_id: number
  min_legs: number
  min_odds_scaled: number
  ranges: Ranges | null
  cap: string
}

/** The open offers of these bets. */
export async function selectOpenOffers(db: Executor, betIds: readonly string[]): Promise<AccaOfferRow[]> {
  if (betIds.length === 0) return []
  const { rows } = await db.execute<AccaOfferRow>(sql`select bet_id::text, kind, campaign_id, min_legs,
      min_odds_scaled, ranges, cap::text from bet_acca_offers
    where bet_id = any(${sql.param(betIds)}::bigint[]) and state = 'open' order by bet_id, kind`)
  return rows
}

/** Ends an open offer; false when it was not open any more (decided or cancelled before). */
export async function endOffer(
  db: Executor,
  o: { betId: string; kind: AccaOfferKind; state: AccaOfferState; reward: number | null; now: Date },
): Promise<boolean> {
  const { rows } = await db.execute(sql`update bet_acca_offers
    set state = ${o.state}, reward = ${o.reward}, settled_at = ${o.now}
    where bet_id = ${o.betId} and kind = ${o.kind} and state = 'open' returning 1`)
  return rows.length > 0
}

export async function setOfferFreebet(db: Executor, betId: string, freebetId: number) {
  await db.execute(sql`update bet_acca_offers set freebet_id = ${freebetId}
    where bet_id = ${betId} and kind = 'acca_insurance'`)
}

/** A cash-out (full or partial) cancels the bet's open offers. */
export async function cancelOffers(db: Executor, betId: string, now: Date) {
  await db.execute(sql`update bet_acca_offers set state = 'cancelled', settled_at = ${now}
    where bet_id = ${betId} and state = 'open'`)
}
