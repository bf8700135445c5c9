// The widget's amount field: what a person types, as minor units (the domain's fromMajor).
import { fromMajor, type Currency } from '@sportsbook/domain'

/** "12", "12.5", "12,50" → minor units; null when not a positive amount with at most the currency's decimals. */
export function toMinor(text: string, currency: Currency): number | null {
  const m = /^\s*(\d{1,15})(?:[.,](\d+))?\s*$/.exec(text)
  if (!m || (m[2] ?? '').length > currency.subunits) return null
  try {
    const minor = fromMajor(`${m[1]}.${m[2] ?? ''}`, currency, 'down').amount
    return minor > 0 ? minor : null
  } catch {
    return null // beyond a safe integer of minor units
  }
}
