// Every SQL statement of the limits module: the player's limits, ledger totals over a window, and the
// counted active time.
import { IN_FORCE_LIMIT_STATUSES, LIVE_LIMIT_STATUSES } from '@sportsbook/domain'
import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import type { LimitStatus, LimitType } from '@sportsbook/domain'
import { bets, playerActivity, userLimits, users } from '../../db/schema/index.ts'

export type LimitRow = typeof userLimits.$inferSelect

const LIVE_STATUSES = [...LIVE_LIMIT_STATUSES]
const IN_FORCE_STATUSES = [...IN_FORCE_LIMIT_STATUSES]
const notExpired = (now: Date) => or(isNull(userLimits.expiresAt), gt(userLimits.expiresAt, now))

/** The player's limits that bind now or wait for confirmation (replaced, removed and expired ones left out). */
export async function selectLiveLimits(db: Executor, userId: number, now: Date): Promise<LimitRow[]> {
  return db
    .select()
    .from(userLimits)
    .where(and(eq(userLimits.userId, userId), inArray(userLimits.status, LIVE_STATUSES), notExpired(now)))
    .orderBy(userLimits.id)
}

/**
 * The limits of these types that bind now. With `lock`, their rows stay locked until the transaction
 * ends, so a player's concurrent bets (or deposits) are checked one after another.
 */
export async function selectInForce(
  db: Executor,
  userId: number,
  types: readonly LimitType[],
  now: Date,
  lock = false,
): Promise<LimitRow[]> {
  const q = db
    .select()
    .from(userLimits)
    .where(
      and(
        eq(userLimits.userId, userId),
        inArray(userLimits.type, [...types]),
        inArray(userLimits.status, IN_FORCE_STATUSES),
        notExpired(now),
      ),
    )
    .orderBy(userLimits.id)
  return lock ? q.for('update') : q
}

export async function selectLimit(db: Executor, userId: number, id: number): Promise<LimitRow | undefined> {
  const [row] = await db
    .select()
    .from(userLimits)
    .where(and(eq(userLimits.userId, userId), eq(userLimits.id, id)))
    .for('update')
  return row
}

export async function insertLimit(db: Executor, row: typeof userLimits.$inferInsert): Promise<LimitRow> {
  const [r] = await db.insert(userLimits).values(row).returning()
  return r!
}

export async function setLimitStatus(
  db: Executor,
  id: number,
  status: LimitStatus,
  now: Date,
  effectiveAt?: Date | null,
): Promise<LimitRow> {
  const [r] = await db
    .update(userLimits)
    .set({ status, updatedAt: now, ...(effectiveAt === undefined ? {} : { effectiveAt }) })
    .where(eq(userLimits.id, id))
    .returning()
  return r!
}

/** Pending raises of a limit are dropped when it is lowered or replaced. */
export async function cancelPendingOf(db: Executor, replacesId: number, now: Date): Promise<void> {
  await db
    .update(userLimits)
    .set({ status: 'disabled', updatedAt: now })
    .where(and(eq(userLimits.replacesId, replacesId), eq(userLimits.status, 'unconfirmed')))
}

export interface LedgerTotals {
  currency: string
  /** Stakes debited (positive). */
  stakes: number
  /** Wins, refunds and cash-outs credited. */
  returns: number
  deposits: number
}

/** The player's ledger totals since `since`, one row per currency that moved. */
export async function ledgerTotals(db: Executor, userId: number, since: Date): Promise<LedgerTotals[]> {
  const { rows } = await db.execute<{
    currency: string
    stakes: string
    returns: string
    deposits: string
  }>(sql`
    select currency,
           coalesce(sum(-amount) filter (where kind = 'bet_stake'), 0) as stakes,
           coalesce(sum(amount) filter (where kind in ('bet_win', 'promo_boost', 'bet_refund', 'cashout')), 0) as returns,
           coalesce(sum(amount) filter (where kind = 'deposit'), 0) as deposits
    from ledger_entries
    where user_id = ${userId} and created_at >= ${since.toISOString()}
    group by currency`)
  return rows.map((r) => ({
    currency: r.currency,
    stakes: Number(r.stakes),
    returns: Number(r.returns),
    deposits: Number(r.deposits),
  }))
}

/**
 * Counts one heartbeat of active time for `day` (the elapsed time since the last one, at most
 * `maxStepS`; the first of a day counts `maxStepS`) and returns the day's seconds.
 */
export async function addActivity(
  db: Executor,
  userId: number,
  day: string,
  now: Date,
  maxStepS: number,
): Promise<void> {
  await db
    .insert(playerActivity)
    .values({ userId, day, seconds: maxStepS, lastTrackedAt: now })
    .onConflictDoUpdate({
      target: [playerActivity.userId, playerActivity.day],
      set: {
        seconds: sql`${playerActivity.seconds} + least(${maxStepS}, greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${playerActivity.lastTrackedAt})))))::int`,
        lastTrackedAt: now,
      },
    })
}

/** Active seconds counted on days from `fromDay` (YYYY-MM-DD) on. */
export async function activitySince(db: Executor, userId: number, fromDay: string): Promise<number> {
  const [r] = await db
    .select({ s: sql<string>`coalesce(sum(${playerActivity.seconds}), 0)` })
    .from(playerActivity)
    .where(and(eq(playerActivity.userId, userId), gte(playerActivity.day, fromDay)))
  return Number(r?.s ?? 0)
}

/** The player's comp points: their loyalty status group picks the deposit reminder settings. */
export async function compPointsOf(db: Executor, userId: number): Promise<number> {
  const [r] = await db.select({ p: users.compPoints }).from(users).where(eq(users.id, userId))
  return r?.p ?? 0
}

/** The player's latest settled bets, newest first: the loss-chasing nudge reads them. */
export async function recentSettledBets(db: Executor, userId: number, limit: number) {
  return db
    .select({
      stake: bets.initialStake,
      returned: sql<number>`(${bets.payout} + ${bets.cashedOut})::float8`,
      settledAt: bets.settledAt,
    })
    .from(bets)
    .where(and(eq(bets.userId, userId), isNotNull(bets.settledAt)))
    .orderBy(desc(bets.settledAt))
    .limit(limit)
}
