// Money limits bind at account level (UKGC RTS 12B), across every currency the player holds: a limit
// keeps the currency it was set in, and whatever moves in another currency counts in the limit's,
// converted at the operator's rates (ADR 011). Conversions round against the player, so holding
// several currencies can never stretch a limit.
import { convert } from '../money/convert.ts'
import type { Currency } from '../money/currency.ts'
import type { Money } from '../money/money.ts'
import type { RateLookup } from '../slip/restore.ts'
import { netLoss } from './allowance.ts'

/** What moved in one currency in a limit's window (minor units of `currency`). */
export interface WindowTotals {
  readonly currency: Currency
  /** Stakes placed. */
  readonly stakes: number
  /** Wins, refunds and cash-outs paid. */
  readonly returns: number
  /** Gross deposits. */
  readonly deposits: number
}

/**
 * `amount` in the limit's currency `to`, rounded `up` for what counts against a limit (a stake, a
 * deposit) and `down` for what counts in the player's favour (returns); undefined without a rate.
 */
export function inLimitCurrency(
  amount: Money,
  to: Currency,
  rates: RateLookup,
  rounding: 'up' | 'down' = 'up',
): number | undefined {
  if (amount.currency.code === to.code) return amount.amount
  const rate = rates(amount.currency.code, to.code)
  return rate === undefined ? undefined : convert(amount, to, rate, rounding).amount
}

/**
 * What counts against a windowed money limit set in `to`, from every currency's totals: stakes
 * (wager), net loss over all currencies (loss: stakes less returns), gross deposits (deposit).
 * Undefined when a currency that moved has no rate: the caller treats the limit as used up.
 */
export function usedAcrossCurrencies(
  type: 'wager' | 'loss' | 'deposit',
  totals: readonly WindowTotals[],
  to: Currency,
  rates: RateLookup,
): number | undefined {
  let stakes = 0
  let returns = 0
  let deposits = 0
  for (const t of totals) {
    const m = (amount: number, rounding: 'up' | 'down') =>
      amount === 0 ? 0 : inLimitCurrency({ amount, currency: t.currency }, to, rates, rounding)
    const [s, r, d] = [m(t.stakes, 'up'), m(t.returns, 'down'), m(t.deposits, 'up')]
    if (s === undefined || r === undefined || d === undefined) return undefined
    stakes += s
    returns += r
    deposits += d
  }
  return type === 'wager' ? stakes : type === 'loss' ? netLoss(stakes, returns) : deposits
}
