// Amounts in messages: "EUR 12.50" (the web shows its own localised text from `limit`).
import type { MoneyWire } from '@sportsbook/contract'

export const formatMajor = (m: MoneyWire): string =>
  `${m.currency} ${(m.value / 10 ** m.subunits).toFixed(m.subunits)}`
