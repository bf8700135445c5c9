import type { DecimalOdds } from './decimal-odds.ts'

/** A fractional (British) price: profit `numerator` for a stake of `denominator`. */
export interface Fraction {
  readonly numerator: number
  readonly denominator: number
}

const f = (numerator: number, denominator: number): Fraction => ({ numerator, denominator })

/** The conventional ladder of traded fractional prices, shortest to longest. */
// prettier-ignore
export const FRACTIONAL_LADDER: readonly Fraction[] = [
  f(1, 100), f(1, 50), f(1, 33), f(1, 25), f(1, 20), f(1, 16), f(1, 14), f(1, 12), f(1, 10), f(1, 9),
  f(1, 8), f(2, 15), f(1, 7), f(1, 6), f(2, 11), f(1, 5), f(2, 9), f(1, 4), f(2, 7), f(3, 10), f(1, 3),
  f(4, 11), f(2, 5), f(4, 9), f(1, 2), f(8, 15), f(4, 7), f(8, 13), f(4, 6), f(8, 11), f(4, 5), f(5, 6),
  f(10, 11), f(1, 1), f(11, 10), f(6, 5), f(5, 4), f(11, 8), f(6, 4), f(13, 8), f(7, 4), f(15, 8),
  f(2, 1), f(9, 4), f(5, 2), f(11, 4), f(3, 1), f(10, 3), f(7, 2), f(4, 1), f(9, 2), f(5, 1), f(11, 2),
  f(6, 1), f(13, 2), f(7, 1), f(15, 2), f(8, 1), f(17, 2), f(9, 1), f(10, 1), f(11, 1), f(12, 1),
  f(14, 1), f(16, 1), f(18, 1), f(20, 1), f(25, 1), f(33, 1), f(40, 1), f(50, 1), f(66, 1), f(80, 1),
  f(100, 1),
]

/** A ladder price is used when it rounds to the same two-decimal price as the odds. */
const LADDER_TOLERANCE = 0.005 + 1e-9
/** Largest denominator of the reduced-fraction fallback: keeps prices readable. */
const MAX_DENOMINATOR = 100

/** The fractional price of decimal odds: the nearest ladder price, else the best reduced fraction. */
export function toFractional(odds: DecimalOdds): Fraction {
  const profit = odds - 1
  let best: Fraction | undefined
  let bestDistance = Infinity
  for (const step of FRACTIONAL_LADDER) {
    const distance = Math.abs(step.numerator / step.denominator - profit)
    if (distance < bestDistance) [best, bestDistance] = [step, distance]
  }
  return best && bestDistance <= LADDER_TOLERANCE ? best : bestRational(profit, MAX_DENOMINATOR)
}

/** Best rational approximation with a bounded denominator (continued fractions). */
export function bestRational(x: number, maxDenominator: number): Fraction {
  let [h0, h1, k0, k1] = [0, 1, 1, 0]
  let rest = x
  for (;;) {
    const a = Math.floor(rest)
    const k2 = a * k1 + k0
    if (k2 > maxDenominator) break
    ;[h0, h1, k0, k1] = [h1, a * h1 + h0, k1, k2]
    const frac = rest - a
    if (frac < 1e-12) break
    rest = 1 / frac
  }
  // A profit below 1/maxDenominator still shows as the smallest price rather than 0/1.
  return h1 === 0 ? f(1, maxDenominator) : f(h1, k1)
}
