import { z } from '../../zod.ts'
import { MoneyWire } from '../platform/money.ts'

/** A currency code as the platform lists it (ISO 4217 or a crypto ticker). */
export const CurrencyCode = z.string().regex(/^[A-Z][A-Z0-9]{2,5}$/, 'currency code')

/** Money on the betting wire: the platform's MoneyWire (integer minor units, currency, subunits). */
export const BetMoney = MoneyWire
export type BetMoney = z.infer<typeof BetMoney>

/** Largest stake the API parses: far above any limit, small enough that maths stays exact. */
export const MAX_WIRE_AMOUNT = 1_000_000_000_000

/** An amount the client sends: minor units of a currency (subunits are the server's to know). */
export const AmountInput = z.object({
  value: z.number().int().positive().max(MAX_WIRE_AMOUNT),
  currency: CurrencyCode,
})
export type AmountInput = z.infer<typeof AmountInput>
