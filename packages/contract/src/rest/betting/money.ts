import { z } from 'zod'

/** A currency code as the platform lists it (ISO 4217 or a crypto ticker). */
export const CurrencyCode = z.string().regex(/^[A-Z][A-Z0-9]{2,5}$/, 'currency code')

/**
 * Money on the betting wire: `value` in integer minor units (cents, satoshi) of `currency`, and the
 * currency's `subunits` so the UI can format it; never a float of major units.
 */
export const BetMoney = z.object({
  value: z.number().int(),
  currency: CurrencyCode,
  subunits: z.number().int().min(0).max(8),
})
export type BetMoney = z.infer<typeof BetMoney>

/** Largest stake the API parses: far above any limit, small enough that maths stays exact. */
export const MAX_WIRE_AMOUNT = 1_000_000_000_000

/** An amount the client sends: minor units of a currency (subunits are the server's to know). */
export const AmountInput = z.object({
  value: z.number().int().positive().max(MAX_WIRE_AMOUNT),
  currency: CurrencyCode,
})
export type AmountInput = z.infer<typeof AmountInput>
