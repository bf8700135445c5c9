import { assertSameCurrency, money, type Money } from './money.ts'

/** Sum of two amounts of the same currency. */
export function add<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  assertSameCurrency(a, b)
  return money(a.amount + b.amount, a.currency)
}

/** Difference of two amounts of the same currency (may be negative). */
export function subtract<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  assertSameCurrency(a, b)
  return money(a.amount - b.amount, a.currency)
}

/** Sum of a list of amounts of one currency; the currency is given so an empty list sums to zero. */
export function sum<C extends string>(amounts: readonly Money<C>[], zeroOf: Money<C>): Money<C> {
  return amounts.reduce((total, m) => add(total, m), zeroOf)
}

/** The amount times an integer factor (e.g. stake per line × number of lines). */
export function multiply<C extends string>(a: Money<C>, factor: number): Money<C> {
  if (!Number.isInteger(factor)) throw new RangeError(`Use multiplyByOdds for fractional factors: ${factor}`)
  return money(a.amount * factor, a.currency)
}
