import { sum } from '../money/arithmetic.ts'
import { minimum } from '../money/compare.ts'
import { fromBigInt, money, zero, type Money } from '../money/money.ts'
import { divideRounded } from '../money/rounding.ts'
import { scaledOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { FACTOR_SCALE, returnFactor, type SelectionOutcome } from '../settlement/selection-result.ts'
import { maxPayout } from '../slip/max-payout.ts'
import { systemLines } from '../slip/system-types.ts'

/**
 * The house's cut of a cash-out, in basis points of the fair value: 500 = 5 %. Chosen (the spec
 * does not show one); recorded in docs/constants.md.
 */
export const CASHOUT_MARGIN_BP = 500
const BP = 10_000n

/** One selection of an open bet: accepted odds and either its current price or its settled outcome. */
export type CashoutLeg =
  | { readonly accepted: DecimalOdds; readonly current: DecimalOdds }
  | { readonly accepted: DecimalOdds; readonly outcome: SelectionOutcome }
  /** Suspended, inactive or not bettable: no price, so no offer. */
  | { readonly accepted: DecimalOdds; readonly unavailable: true }

export interface CashoutInput {
  readonly stake: Money
  readonly legs: readonly CashoutLeg[]
  readonly systemWinCount?: number
  /** A named multiple's line sizes (ADR 034); only priced where the operator allows cash-out on them. */
  readonly systemSizes?: readonly number[]
  readonly marginBp?: number
  readonly cap?: Money
}

/** [numerator, denominator] of what one unit on the leg is worth now. */
function legValue(leg: CashoutLeg): readonly [bigint, bigint] | undefined {
  if ('unavailable' in leg) return undefined
  if ('outcome' in leg) return [returnFactor(leg.outcome, leg.accepted), FACTOR_SCALE]
  return [scaledOdds(leg.accepted), scaledOdds(leg.current)]
}

/**
 * The cash-out offer: for each line, its stake × Π accepted odds / Π current odds of the legs still
 * open (a settled leg counts at its return factor), less the margin, rounded down; the lines are
 * summed and capped by the maximum payout. Undefined when any leg has no price or the bet can no
 * longer win (a lost leg of a single or combo, or every line of a system).
 */
export function cashoutValue(input: CashoutInput): Money | undefined {
  const { stake, legs, systemWinCount, systemSizes, marginBp = CASHOUT_MARGIN_BP, cap } = input
  const values = legs.map(legValue)
  if (values.some((v) => v === undefined) || legs.length === 0) return undefined
  const priced = values as (readonly [bigint, bigint])[]
  const isSystem = systemWinCount !== undefined || systemSizes !== undefined
  const type = systemSizes ? { winCount: 0, sizes: systemSizes } : { winCount: systemWinCount ?? 0 }
  const lines = isSystem ? systemLines(priced, type) : [priced]
  const perLine = !isSystem ? BigInt(stake.amount) : BigInt(stake.amount) / BigInt(Math.max(lines.length, 1))
  const keep = BP - BigInt(marginBp)
  const worth = lines.map((line) => {
    const num = line.reduce((p, [n]) => p * n, perLine * keep)
    const den = line.reduce((p, [, d]) => p * d, BP)
    return fromBigInt(divideRounded(num, den, 'down'), stake.currency)
  })
  const total = minimum(sum(worth, zero(stake.currency)), maxPayout(stake.currency, cap))
  return total.amount > 0 ? total : undefined
}

export interface PartialCashout {
  /** The part of the stake the payment buys back. */
  readonly stakeCashed: Money
  /** The stake left in play. */
  readonly stakeLeft: Money
}

/**
 * Splits the stake for a cash-out of `amount` out of the whole bet's `offer`: the stake bought back
 * is stake × amount / offer rounded up, so what stays in play is never worth more than what was not
 * paid. `amount` must be above 0 and at most the offer.
 */
export function partialCashout(stake: Money, offer: Money, amount: Money): PartialCashout {
  if (amount.amount <= 0 || amount.amount > offer.amount) {
    throw new RangeError('cash-out amount must be above 0 and at most the offer')
  }
  const cashed = divideRounded(BigInt(stake.amount) * BigInt(amount.amount), BigInt(offer.amount), 'up')
  const stakeCashed = fromBigInt(cashed, stake.currency)
  return { stakeCashed, stakeLeft: money(stake.amount - stakeCashed.amount, stake.currency) }
}
