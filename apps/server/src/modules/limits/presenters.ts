// Rows into the contract's UserLimit and LimitRefusal shapes.
import { fromMoney, type LimitRefusal, type UserLimit } from '@sportsbook/contract'
import { findCurrency, limitRemaining, money, type Money } from '@sportsbook/domain'
import type { LimitRow } from './repository.ts'

const wireMoney = (amount: number, currency: string) => {
  const c = findCurrency(currency)
  return c ? fromMoney(money(amount, c)) : null
}

/** `used` (money limits in force): what counts so far in the limit's window. */
export function presentLimit(row: LimitRow, used?: number): UserLimit {
  const amount = row.amount !== null && row.currency ? wireMoney(row.amount, row.currency) : null
  const withUsage = used !== undefined && row.amount !== null && row.currency
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount,
    period: row.period,
    interval: row.interval,
    expires_at: row.expiresAt?.toISOString() ?? null,
    effective_at: row.effectiveAt?.toISOString() ?? null,
    used: withUsage ? wireMoney(used, row.currency!) : null,
    remaining: withUsage
      ? wireMoney(limitRemaining({ type: row.type, amount: row.amount!, used }), row.currency!)
      : null,
    created_at: row.createdAt.toISOString(),
  }
}

/** `remaining`: what the limit still allows, in the currency of the stake or deposit it refused. */
export function presentRefusal(row: LimitRow, remaining: Money): LimitRefusal {
  return {
    type: row.type,
    interval: row.interval,
    remaining: fromMoney(remaining),
  }
}
