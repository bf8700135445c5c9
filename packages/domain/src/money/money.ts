import type { Currency } from './currency.ts'
import { CURRENCY_MISMATCH, NON_INTEGER_AMOUNT } from './messages.ts'

/** An amount in integer minor units (cents, satoshi) of one currency; C is the currency code. */
export interface Money<C extends string = string> {
  readonly amount: number
  readonly currency: Currency<C>
}

/** Money from minor units; throws unless the amount is a safe integer. */
export function money<C extends string>(amount: number, currency: Currency<C>): Money<C> {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${NON_INTEGER_AMOUNT}: ${amount}`)
  return { amount, currency }
}

/** Zero in the currency. */
export const zero = <C extends string>(currency: Currency<C>): Money<C> => ({ amount: 0, currency })

/** The number of minor units in one major unit, as a bigint (100n for EUR). */
export const minorPerMajor = (currency: Currency): bigint => 10n ** BigInt(currency.subunits)

/** Throws CURRENCY_MISMATCH unless both amounts have the same currency code. */
export function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency.code !== b.currency.code) {
    throw new TypeError(`${CURRENCY_MISMATCH}: ${a.currency.code} and ${b.currency.code}`)
  }
}

/** Money from a bigint result, checked to stay within safe integers. */
export function fromBigInt<C extends string>(amount: bigint, currency: Currency<C>): Money<C> {
  return money(Number(amount), currency)
}
