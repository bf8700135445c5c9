import { currencyOf, findCurrency, money, type Money } from '@sportsbook/domain'
import type { MoneyWire } from './money.ts'

/** Wire shape of a domain amount. */
export const fromMoney = (m: Money): MoneyWire => ({
  value: m.amount,
  currency: m.currency.code,
  subunits: m.currency.subunits,
})

/** Wire shape of a stored amount: integer minor units (a pg bigint may arrive as a string) in a currency code. */
export const moneyWireOf = (minor: number | string, code: string): MoneyWire =>
  fromMoney(money(Number(minor), currencyOf(code)))

/** Domain amount of a wire value; throws RangeError for an unknown currency or mismatched subunits. */
export function toMoney(w: MoneyWire): Money {
  const c = findCurrency(w.currency)
  if (!c) throw new RangeError(`Unknown currency ${w.currency}`)
  if (c.subunits !== w.subunits)
    throw new RangeError(`${w.currency} has ${c.subunits} subunits, not ${w.subunits}`)
  return money(w.value, c)
}
