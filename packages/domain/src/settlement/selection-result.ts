import { ODDS_SCALE, scaledOdds, type DecimalOdds } from '../odds/decimal-odds.ts'

/**
 * How one selection settled: the market result of its outcome (half results come from Asian
 * quarter lines), or `void` when the market was cancelled.
 */
export type SelectionOutcome = 'win' | 'lose' | 'refund' | 'half_win' | 'half_lose' | 'void'

export const SELECTION_OUTCOMES: readonly SelectionOutcome[] = [
  'win',
  'lose',
  'refund',
  'half_win',
  'half_lose',
  'void',
]

/** Denominator of `returnFactor`: halves of a price scaled by ODDS_SCALE stay integers. */
export const FACTOR_SCALE = 2n * BigInt(ODDS_SCALE)

/**
 * What one unit staked on the selection returns, × FACTOR_SCALE: the odds for a win, 1 for a
 * refund or void, half stake back plus half at the odds for a half win, half back for a half loss.
 */
export function returnFactor(outcome: SelectionOutcome, odds: DecimalOdds): bigint {
  const s = BigInt(ODDS_SCALE)
  const o = scaledOdds(odds)
  switch (outcome) {
    case 'win':
      return 2n * o
    case 'lose':
      return 0n
    case 'refund':
    case 'void':
      return 2n * s
    case 'half_win':
      return s + o
    case 'half_lose':
      return s
  }
}
