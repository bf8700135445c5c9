// Reference exchange rates of the reference backend and the web app (docs/constants.md): units of each
// currency per 1 EUR. They convert restored and shared slips to the player's currency (spec §4) and
// stakes to EUR for comp points. An operator with live rates passes its own RateLookup instead.
import type { RateLookup } from '../slip/restore.ts'

export const REFERENCE_RATES_PER_EUR: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  BRL: 5.4,
  CAD: 1.47,
  AUD: 1.63,
  JPY: 160.5,
  KRW: 1450,
  BTC: 0.000016,
  ETH: 0.00032,
  USDT: 1.08,
}

/** Units of `to` per unit of `from` through EUR; undefined when either currency has no reference rate. */
export const referenceRate: RateLookup = (from, to) => {
  if (from === to) return 1
  const f = REFERENCE_RATES_PER_EUR[from]
  const t = REFERENCE_RATES_PER_EUR[to]
  return f === undefined || t === undefined ? undefined : t / f
}
