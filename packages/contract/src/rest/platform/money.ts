import { z } from 'zod'
import { findCurrency, money, type Money } from '@sportsbook/domain'

/**
 * Money on the wire (spec §3 Bet stake: value, currency, subunits): `value` is integer minor units
 * (cents, satoshi), never a float of major units, so amounts survive JSON exactly.
 */
export const MoneyWire = z.object({
  value: z.number().int(),
  currency: z.string().min(3).max(10),
  subunits: z.number().int().min(0).max(8),
})
export type MoneyWire = z.infer<typeof MoneyWire>

/** Wire shape of a domain amount. */
export const fromMoney = (m: Money): MoneyWire => ({
  value: m.amount,
  currency: m.currency.code,
  subunits: m.currency.subunits,
})

/** Domain amount of a wire value; throws RangeError for an unknown currency or mismatched subunits. */
export function toMoney(w: MoneyWire): Money {
  const c = findCurrency(w.currency)
  if (!c) throw new RangeError(`Unknown currency ${w.currency}`)
  if (c.subunits !== w.subunits)
    throw new RangeError(`${w.currency} has ${c.subunits} subunits, not ${w.subunits}`)
  return money(w.value, c)
}
