/** A fractional (British) price: profit `numerator` for a stake of `denominator`. */
export interface Fraction {
  readonly numerator: number
  readonly denominator: number
}

const f = (numerator: number, denominator: number): Fraction => ({ numerator, denominator })

/**
 * The prices UK bookmakers publish, shortest to longest, written as they print them (unreduced where
 * the trade does: 6/4, 4/6, 85/40, 40/85). Odds-against rungs from evens (1/1) to 1000/1; odds-on
 * rungs are their mirrors (2/1 ↔ 1/2, 6/4 ↔ 4/6, 13/8 ↔ 8/13, 5/4 ↔ 4/5, 6/5 ↔ 5/6, 11/10 ↔ 10/11…)
 * down to 1/100. Finer in-between prices some books use (19/4, 21/10, 12/5…) are not rungs: a price
 * between two rungs shows the nearer one (`toFractional`). Decimal value = 1 + numerator/denominator.
 */
// prettier-ignore
export const FRACTIONAL_LADDER: readonly Fraction[] = [
  // odds-on: 1.01 … 1.91
  f(1, 100), f(1, 80), f(1, 66), f(1, 50), f(1, 40), f(1, 33), f(1, 28), f(1, 25), f(1, 22), f(1, 20),
  f(1, 18), f(1, 16), f(1, 14), f(1, 12), f(1, 11), f(1, 10), f(1, 9), f(1, 8), f(2, 15), f(1, 7),
  f(2, 13), f(1, 6), f(2, 11), f(1, 5), f(2, 9), f(1, 4), f(2, 7), f(3, 10), f(1, 3), f(4, 11), f(2, 5),
  f(4, 9), f(40, 85), f(1, 2), f(8, 15), f(4, 7), f(8, 13), f(4, 6), f(8, 11), f(4, 5), f(5, 6), f(10, 11),
  // evens: 2.00
  f(1, 1),
  // odds against: 2.10 … 1001
  f(11, 10), f(6, 5), f(5, 4), f(11, 8), f(6, 4), f(13, 8), f(7, 4), f(15, 8), f(2, 1), f(85, 40),
  f(9, 4), f(5, 2), f(11, 4), f(3, 1), f(10, 3), f(7, 2), f(4, 1), f(9, 2), f(5, 1), f(11, 2), f(6, 1),
  f(13, 2), f(7, 1), f(15, 2), f(8, 1), f(17, 2), f(9, 1), f(10, 1), f(11, 1), f(12, 1), f(14, 1),
  f(16, 1), f(18, 1), f(20, 1), f(22, 1), f(25, 1), f(28, 1), f(33, 1), f(40, 1), f(50, 1), f(66, 1),
  f(80, 1), f(100, 1), f(125, 1), f(150, 1), f(200, 1), f(250, 1), f(300, 1), f(400, 1), f(500, 1),
  f(750, 1), f(1000, 1),
]

/** Evens (1/1, decimal 2.00): the UI names it with the `odds.evens` message ("Evens"). */
export const isEvens = (fraction: Fraction): boolean => fraction.numerator === fraction.denominator
