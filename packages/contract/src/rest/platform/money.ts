import { z } from '../../zod.ts'

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

// The conversions (money-convert.ts) live in a file without zod, so a browser bundle that only formats
// money stays small; the package index exports both.
