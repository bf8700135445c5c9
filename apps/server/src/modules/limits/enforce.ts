// Limits enforced where money moves: stakes in bet placement (bet, wager, loss; exclusions refuse
// every bet), deposits in the wallet (deposit), and new sessions (exclusions refuse sign-in). Each
// check runs in the transaction that moves the money, with the player's limit rows locked, so
// concurrent bets are checked one after another and never pass a limit together.
import { moneyWireOf } from '@sportsbook/contract'
import {
  breachedLimit,
  limitLeftForNext,
  findCurrency,
  inLimitCurrency,
  money,
  type LimitUsage,
  type Money,
} from '@sportsbook/domain'
import type { Executor, Tx } from '../../db/client.ts'
import { ApiError } from '../../lib/api-error.ts'
import { notify } from '../notifications/index.ts'
import { LimitError } from './limit-error.ts'
import { presentRefusal } from './presenters.ts'
import { selectInForce, type LimitRow } from './repository.ts'
import { LIMIT_RATES, moneyUsage } from './usage.ts'

const EXCLUSIONS = ['selfexclusion', 'coolingoff'] as const
const STAKE_TYPES = ['bet', 'wager', 'loss', ...EXCLUSIONS] as const

function assertNotExcluded(rows: readonly LimitRow[]) {
  const ex = rows.find((r) => r.type === 'selfexclusion' || r.type === 'coolingoff')
  if (ex) {
    const until = ex.expiresAt?.toISOString() ?? 'further notice'
    const what = ex.type === 'selfexclusion' ? 'self-excluded' : 'on a cooling-off break'
    throw new ApiError('self_excluded', `You are ${what} until ${until}`)
  }
}

/**
 * Throws LimitError for the first amount that would pass a money limit of any currency (ADR 011: each
 * amount counts in a limit's currency at LIMIT_RATES, rounded up; the refusal says what remains in
 * the amount's currency, rounded down); otherwise returns the limits these amounts use up exactly.
 * Amounts are a running total: a placement's second bet counts the first.
 */
async function checkAmounts(
  db: Executor,
  userId: number,
  rows: readonly LimitRow[],
  amounts: readonly Money[],
  now: Date,
) {
  const used = await moneyUsage(db, userId, rows, now)
  const limits = rows.flatMap((r) => {
    const currency = r.amount !== null && r.currency ? findCurrency(r.currency) : undefined
    if (!currency) return []
    return [
      {
        row: r,
        currency,
        left: limitLeftForNext({ type: r.type, amount: r.amount!, used: used.get(r.id) ?? 0 }),
      },
    ]
  })
  const reached = new Set<LimitRow>()
  for (const [i, m] of amounts.entries()) {
    // What each limit leaves, in this amount's currency (rounded down: never more than it allows).
    const usages: LimitUsage<string>[] = limits.map((l) => ({
      type: String(l.row.id),
      amount:
        l.left <= 0 ? 0 : (inLimitCurrency(money(l.left, l.currency), m.currency, LIMIT_RATES, 'down') ?? 0),
      used: 0,
    }))
    const hit = breachedLimit(usages, m.amount)
    if (hit) {
      const row = limits.find((l) => String(l.row.id) === hit.type)!.row
      throw new LimitError(presentRefusal(row, money(hit.remaining, m.currency)), i)
    }
    for (const l of limits) {
      if (l.row.type === 'bet') continue
      // A bet limit caps each bet alone: only windowed limits (wager, loss, deposit) get used up.
      l.left -= inLimitCurrency(m, l.currency, LIMIT_RATES, 'up') ?? Infinity
      if (l.left <= 0) reached.add(l.row)
    }
  }
  return [...reached]
}

/** Tells the player, in the transaction that uses them up, which limits this stake or deposit reached. */
async function notifyReached(tx: Tx, userId: number, reached: readonly LimitRow[], now: Date) {
  for (const r of reached)
    await notify(tx, {
      playerId: userId,
      kind: 'limit_reached',
      objectId: String(r.id),
      at: now,
      payload: {
        limit_type: r.type,
        ...(r.amount !== null && r.currency ? { amount: moneyWireOf(r.amount, r.currency) } : {}),
      },
    })
}

/**
 * Whether any stake limit or exclusion is in force for the player (an unlocked read). When none is,
 * placement needs no transaction for limits; when one is, it calls `checkStakeLimits` in its own.
 */
export async function stakeLimitsInForce(db: Executor, userId: number, now: Date): Promise<boolean> {
  return (await selectInForce(db, userId, STAKE_TYPES, now)).length > 0
}

/** The limits a placement's stakes use up exactly: `recordStakeVerdict` tells the player once the bets are written. */
export interface StakeVerdict {
  readonly reached: readonly LimitRow[]
}

/**
 * In the placing transaction (placement owns it, ADR 028), before the stakes are taken: locks the
 * player's limit rows (concurrent bets are checked one after another and never pass a limit
 * together), refuses a self-excluded player (`self_excluded`) and any stake that would pass a bet,
 * wager or loss limit (LimitError naming it and what remains). Only real money counts: the caller
 * passes each bet's cash stake.
 */
export async function checkStakeLimits(
  tx: Tx,
  userId: number,
  stakes: readonly Money[],
  now: Date,
): Promise<StakeVerdict> {
  const rows = await selectInForce(tx, userId, STAKE_TYPES, now, true)
  assertNotExcluded(rows)
  return { reached: await checkAmounts(tx, userId, rows, stakes, now) }
}

/** In the same transaction, after the bets are written: the player is told which limits they reached. */
export const recordStakeVerdict = (tx: Tx, userId: number, verdict: StakeVerdict, now: Date) =>
  notifyReached(tx, userId, verdict.reached, now)

/** Deposit guard (registered with the wallet): runs under the account lock in the deposit's transaction. */
export async function depositGuard(tx: Tx, userId: number, amount: Money, now: Date): Promise<void> {
  const rows = await selectInForce(tx, userId, ['deposit'], now, true)
  if (rows.length > 0)
    await notifyReached(tx, userId, await checkAmounts(tx, userId, rows, [amount], now), now)
}

/** Session guard (registered with accounts): a self-excluded or cooling-off player cannot sign in. */
export async function sessionGuard(db: Executor, userId: number, now: Date): Promise<void> {
  assertNotExcluded(await selectInForce(db, userId, EXCLUSIONS, now))
}
