import { ODDS_SCALE, scaleOdds, type DecimalOdds } from './decimal-odds.ts'
import { FRACTIONAL_LADDER, type Fraction } from './fractional-ladder.ts'

export { FRACTIONAL_LADDER, isEvens, type Fraction } from './fractional-ladder.ts'

const LAST = FRACTIONAL_LADDER.length - 1
const TOP = FRACTIONAL_LADDER[LAST]!

/**
 * Whether a profit of `profit`/ODDS_SCALE per unit is at or below the midpoint of rungs `i` and
 * `i + 1`, in integers (p/q ≤ (a/b + c/d)/2 ⇔ 2·p·b·d ≤ (a·d + c·b)·q), so a price exactly halfway
 * is decided by the rule, not by binary rounding.
 */
function atOrBelowMidpoint(profit: number, i: number): boolean {
  const { numerator: a, denominator: b } = FRACTIONAL_LADDER[i]!
  const { numerator: c, denominator: d } = FRACTIONAL_LADDER[i + 1]!
  return 2 * profit * b * d <= (a * d + c * b) * ODDS_SCALE
}

/**
 * The fractional price bettors read for decimal odds: the nearest rung of the published ladder by
 * decimal value (4.54 → 7/2, 5.87 → 5/1, 1.67 → 4/6). Odds exactly halfway between two rungs (at the
 * domain's ODDS_SCALE precision) show the shorter one, so a tie never shows more than is paid. Below
 * 1/100 shows 1/100; beyond 1000/1 the whole-number profit ("2499/1"), halves down. Display only:
 * placement, slips and settlement keep the decimal price.
 */
export function toFractional(odds: DecimalOdds): Fraction {
  const profit = scaleOdds(odds) - ODDS_SCALE
  if (profit > TOP.numerator * ODDS_SCALE) {
    // Round half down: ⌈x − ½⌉ for x = profit / ODDS_SCALE, in integers.
    return { numerator: Math.floor((2 * profit + ODDS_SCALE - 1) / (2 * ODDS_SCALE)), denominator: 1 }
  }
  // The first rung whose midpoint with the next one is at or above the profit (binary search).
  let [lo, hi] = [0, LAST]
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (atOrBelowMidpoint(profit, mid)) hi = mid
    else lo = mid + 1
  }
  return FRACTIONAL_LADDER[lo]!
}
