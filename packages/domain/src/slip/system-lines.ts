import { minimum } from '../money/compare.ts'
import { money, zero, type Money } from '../money/money.ts'
import { maxPayout } from './max-payout.ts'
import { multiplyByOdds } from '../money/multiply-by-odds.ts'
import { divideRounded } from '../money/rounding.ts'
import { multiplyOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { linesPayout } from '../settlement/line-payout.ts'
import { systemLines } from './system-types.ts'
import type { SystemType } from './types.ts'

/** One combination of an N-of-M system with its odds and potential win. */
export interface SystemLine {
  readonly odds: readonly DecimalOdds[]
  readonly totalOdds: DecimalOdds
  readonly potentialWin: Money
}

/** A system bet worked out line by line. */
export interface SystemBreakdown {
  readonly lines: readonly SystemLine[]
  readonly stakePerLine: Money
  /** Every line wins (all selections win), capped by the maximum payout. */
  readonly potentialWin: Money
  /** Only the poorest line wins (exactly winCount selections, the lowest odds): the least a win pays. */
  readonly minPotentialWin: Money
  readonly capped: boolean
}

export { maxPayout } from './max-payout.ts'

/**
 * Every line of a winCount-of-M system (or of a named multiple's sizes: pass its type): the stake is
 * split evenly (rounded down) across the lines, each line pays stake per line × its odds (rounded
 * down; a named multiple's all-win total is the lines' sum rounded down once, as settlement pays
 * it, ADR 034), and the sum of all lines is capped by the maximum payout (spec §5).
 */
export function systemBreakdown(
  stake: Money,
  odds: readonly DecimalOdds[],
  system: number | Pick<SystemType, 'winCount' | 'sizes'>,
  cap?: Money,
): SystemBreakdown {
  const type = typeof system === 'number' ? { winCount: system } : system
  const combos = systemLines(odds, type)
  const stakePerLine = combos.length
    ? money(Number(divideRounded(BigInt(stake.amount), BigInt(combos.length), 'down')), stake.currency)
    : zero(stake.currency)
  const limit = maxPayout(stake.currency, cap)
  // Each line capped by the bet's cap (no line pays more) and the lines summed in exact integers, so
  // long odds never pass the largest safe amount.
  const lines = combos.map((lineOdds) => ({
    odds: lineOdds,
    totalOdds: multiplyOdds(lineOdds),
    potentialWin: multiplyByOdds(stakePerLine, lineOdds, 'down', limit),
  }))
  const uncapped =
    type.sizes === undefined
      ? lines.reduce((total, l) => total + BigInt(l.potentialWin.amount), 0n)
      : linesPayout(
          stakePerLine,
          combos.map((c) => c.map((o) => [o, 'win'] as const)),
          'per_bet',
        )
  const capped = uncapped > BigInt(limit.amount)
  const potentialWin = capped ? limit : money(Number(uncapped), stake.currency)
  const poorest = lines.reduce<Money | undefined>(
    (least, l) => (least === undefined ? l.potentialWin : minimum(least, l.potentialWin)),
    undefined,
  )
  const minPotentialWin = minimum(poorest ?? zero(stake.currency), limit)
  return { lines, stakePerLine, potentialWin, minPotentialWin, capped }
}
