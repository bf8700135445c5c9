import { assertSameCurrency, type Money } from './money.ts'

/** −1, 0 or 1 as a is less than, equal to or greater than b (same currency only). */
export function compare<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): -1 | 0 | 1 {
  assertSameCurrency(a, b)
  return a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0
}

/** Same currency and amount. */
export const equals = (a: Money, b: Money): boolean =>
  a.currency.code === b.currency.code && a.amount === b.amount
export const greaterThan = <C extends string>(a: Money<C>, b: Money<NoInfer<C>>): boolean => compare(a, b) > 0
export const lessThan = <C extends string>(a: Money<C>, b: Money<NoInfer<C>>): boolean => compare(a, b) < 0
export const isZero = (a: Money): boolean => a.amount === 0
/** True for an amount above 0 (a valid stake). */
export const isPositive = (a: Money): boolean => a.amount > 0
/** The smaller of two amounts. */
export const minimum = <C extends string>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> =>
  compare(a, b) <= 0 ? a : b
