import { subcurrency, type Subcurrency } from './subcurrency.ts'

/** A currency and how many decimal subunits its minor unit has (spec §3: code, fiat, subunits, subcurrencies). */
export interface Currency<C extends string = string> {
  readonly code: C
  readonly subunits: number
  readonly fiat: boolean
  /** Smaller units it may be shown in (BTC: mBTC, μBTC); none for most currencies. */
  readonly subcurrencies?: readonly Subcurrency[]
}

/**
 * Most subunits a currency may have. Amounts are JS safe integers of minor units, so 8 still
 * allows 90 million whole units; more (ETH's native 18) would overflow, so crypto is bet in 1e-8.
 */
export const MAX_SUBUNITS = 8

/** Defines a currency, e.g. from the platform's currency list; throws on impossible subunits. */
export function currency<C extends string>(code: C, subunits: number, fiat: boolean): Currency<C> {
  if (!Number.isInteger(subunits) || subunits < 0 || subunits > MAX_SUBUNITS) {
    throw new RangeError(`Currency ${code}: subunits must be an integer from 0 to ${MAX_SUBUNITS}`)
  }
  return { code, subunits, fiat }
}

/** Fiat: 2 decimals except yen-like currencies (0). */
export const EUR = currency('EUR', 2, true)
export const USD = currency('USD', 2, true)
export const GBP = currency('GBP', 2, true)
export const BRL = currency('BRL', 2, true)
export const CAD = currency('CAD', 2, true)
export const AUD = currency('AUD', 2, true)
export const JPY = currency('JPY', 0, true)
export const KRW = currency('KRW', 0, true)
/** Crypto: BTC's satoshi is 1e-8; ETH is capped at 8 (see MAX_SUBUNITS); stablecoins bet in cents. */
const withSubs = <C extends string>(c: Currency<C>, subs: readonly [string, number][]): Currency<C> => ({
  ...c,
  subcurrencies: subs.map(([code, subunits]) => subcurrency(c, code, subunits)),
})
/** Crypto wallets show small amounts in milli- and micro-units (spec §3 subcurrencies). */
export const BTC = withSubs(currency('BTC', 8, false), [
  ['mBTC', 5],
  ['μBTC', 2],
])
export const ETH = withSubs(currency('ETH', 8, false), [['mETH', 5]])
export const USDT = currency('USDT', 2, false)

/** Currencies the domain knows by default; the platform may define more with `currency()`. */
export const CURRENCIES: Readonly<Record<string, Currency>> = Object.fromEntries(
  [EUR, USD, GBP, BRL, CAD, AUD, JPY, KRW, BTC, ETH, USDT].map((c) => [c.code, c]),
)

/** The known currency with this code, if any. */
export const findCurrency = (code: string): Currency | undefined => CURRENCIES[code]

/** The known currency with this code; an unknown code in stored data is a fault, so it throws RangeError. */
export function currencyOf(code: string): Currency {
  const c = CURRENCIES[code]
  if (!c) throw new RangeError(`Unknown currency ${code}`)
  return c
}
