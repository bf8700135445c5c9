/** Decimal (European) odds: the one representation the domain computes with. */
export type DecimalOdds = number & { readonly __brand: 'DecimalOdds' }

/** Error message thrown by `decimalOdds` for values that cannot be odds. */
export const INVALID_ODDS = 'Decimal odds must be a finite number above 1'

/** Validates and brands a decimal odds value; throws `INVALID_ODDS` unless finite and above 1. */
export function decimalOdds(value: number): DecimalOdds {
  if (!Number.isFinite(value) || value <= 1) throw new RangeError(`${INVALID_ODDS}: ${value}`)
  return value as DecimalOdds
}

/** Like `decimalOdds` but returns undefined instead of throwing, for wire data that may be bad. */
export function tryDecimalOdds(value: number): DecimalOdds | undefined {
  return Number.isFinite(value) && value > 1 ? (value as DecimalOdds) : undefined
}

/**
 * Odds are scaled to integers for money maths so stake × odds never drifts in floating point.
 * 10 000 keeps four decimals: prices are quoted with two, comboboost odds with up to three.
 */
export const ODDS_SCALE = 10_000

/** Decimal odds as the integer count of 1/ODDS_SCALE a database column stores (rounded half up). */
export const scaleOdds = (odds: number): number => Math.round(odds * ODDS_SCALE)

/** Odds stored as an integer count of 1/ODDS_SCALE (database columns `*_odds_scaled`) as a decimal. */
export const unscaleOdds = (scaled: number): number => scaled / ODDS_SCALE

/** The odds as an integer count of 1/ODDS_SCALE, rounded half up, for BigInt money maths. */
export function scaledOdds(odds: DecimalOdds): bigint {
  return BigInt(scaleOdds(odds))
}

/** Product of several odds (a combo's total odds), as a plain decimal. */
export function multiplyOdds(odds: readonly DecimalOdds[]): DecimalOdds {
  return odds.reduce((product, o) => product * o, 1) as DecimalOdds
}
