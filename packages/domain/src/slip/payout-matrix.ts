// The payout matrix of a system bet or named multiple (ADR 034): for k = 0…n winners (the others
// lost), how many lines win and what the bet returns, from the k shortest prices winning to the k
// longest. Every return is `settleBet`'s, so the matrix shows exactly what settlement would pay.
import type { Money } from '../money/money.ts'
import type { DecimalOdds } from '../odds/decimal-odds.ts'
import type { SelectionOutcome } from '../settlement/selection-result.ts'
import { settleBet } from '../settlement/settle-bet.ts'
import { maxPayout } from './max-payout.ts'
import { isFullCover, systemSizes } from './named-multiples.ts'
import { binomial } from './system-types.ts'
import type { SystemType } from './types.ts'

/** One row: k winners, the lines they win, and the least and most the bet then returns (capped). */
export interface PayoutMatrixRow {
  readonly winners: number
  readonly winningLines: number
  readonly minReturn: Money
  readonly maxReturn: Money
  /** The most this row returns reaches the maximum payout. */
  readonly capped: boolean
}

/** Lines that win when k selections win: Σ C(k, size) over the type's sizes (2^k − k − 1 for a Yankee). */
export const winningLines = (type: Pick<SystemType, 'winCount' | 'sizes'>, winners: number): number =>
  systemSizes(type).reduce((n, size) => n + binomial(winners, size), 0)

/** What the bet returns when exactly the selections at `winning` positions win and the rest lose. */
function returnWhen(
  stake: Money,
  odds: readonly DecimalOdds[],
  winning: ReadonlySet<number>,
  type: SystemType,
  cap?: Money,
) {
  const outcomes = odds.map((_, i): SelectionOutcome => (winning.has(i) ? 'win' : 'lose'))
  const system = isFullCover(type) ? { systemSizes: systemSizes(type) } : { systemWinCount: type.winCount }
  return settleBet({ stake, odds, outcomes, ...system, ...(cap ? { cap } : {}) }).payout
}

/**
 * The matrix of a bet of `stake` (its total, whole lines) on `odds` as `type`, k = 0…n. The k
 * winners returning least are the k shortest prices, most the k longest (a return only grows with
 * a winner's price).
 */
export function payoutMatrix(
  stake: Money,
  odds: readonly DecimalOdds[],
  type: SystemType,
  cap?: Money,
): PayoutMatrixRow[] {
  const byPrice = odds.map((o, i) => [o, i] as const).sort((a, b) => a[0] - b[0])
  const limit = maxPayout(stake.currency, cap)
  return Array.from({ length: odds.length + 1 }, (_, k) => {
    const shortest = new Set(byPrice.slice(0, k).map(([, i]) => i))
    const longest = new Set(byPrice.slice(odds.length - k).map(([, i]) => i))
    const maxReturn = returnWhen(stake, odds, longest, type, cap)
    return {
      winners: k,
      winningLines: winningLines(type, k),
      minReturn: returnWhen(stake, odds, shortest, type, cap),
      maxReturn,
      capped: maxReturn.amount >= limit.amount && maxReturn.amount > 0,
    }
  })
}
