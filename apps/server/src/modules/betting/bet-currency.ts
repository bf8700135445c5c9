import { findCurrency, type Currency } from '@sportsbook/domain'

/** The currency a stored bet is in; a code the registry no longer knows is a data fault, not input. */
export function currencyOf(code: string): Currency {
  const c = findCurrency(code)
  if (!c) throw new Error(`bet in unknown currency ${code}`)
  return c
}
