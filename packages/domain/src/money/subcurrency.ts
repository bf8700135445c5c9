// Spec §3 "Currency: code, fiat, subcurrencies with subunits": a smaller unit a currency may be shown
// in (1 mBTC = 0.001 BTC). It shares the currency's minor unit, so showing money in one moves only the
// decimal point: no conversion, no rounding. Amounts are still held and sent in the currency.

/** What a subcurrency needs of its currency (currency.ts builds currencies with these). */
interface Parent {
  readonly code: string
  readonly subunits: number
}

export interface Subcurrency {
  readonly code: string
  /** Decimal places of the subcurrency: one of it is 10^subunits minor units (mBTC: 5, 1e5 satoshi). */
  readonly subunits: number
}

/**
 * A subcurrency of `currency`; it must be smaller than the currency (fewer subunits) and not below
 * its minor unit, so every amount of the currency is exact in it.
 */
export function subcurrency(currency: Parent, code: string, subunits: number): Subcurrency {
  if (!Number.isInteger(subunits) || subunits < 0 || subunits >= currency.subunits)
    throw new RangeError(
      `${code}: subunits must be an integer from 0 to ${currency.subunits - 1} for ${currency.code}`,
    )
  return { code, subunits }
}

/** How many of the subcurrency make one unit of the currency (mBTC: 1000). */
export const unitsPerMajor = (currency: Parent, sub: Subcurrency): number =>
  10 ** (currency.subunits - sub.subunits)

/** The amount as a number of subcurrency units (123_456 satoshi → 1.23456 mBTC). */
export const toSubunitMajor = (amount: number, sub: Subcurrency): number => amount / 10 ** sub.subunits
