import type { Currency } from '@sportsbook/domain'
import { amountText, parseAmount } from '~/lib/slip/parse-amount.ts'

/** Largest quick stake the settings API takes, in minor units (contract `Stakes`). */
export const MAX_STAKE_MINOR = 1_000_000_000_000

/** Quick stakes as the inputs show them (major units in the locale's spelling). */
export const stakeTexts = (stakes: readonly number[], locale: string, currency: Currency): string[] =>
  stakes.map((amount) => amountText({ amount, currency }, locale))

/**
 * Typed quick stakes → minor units for POST /settings, or the positions that are not an amount
 * above zero (and at most MAX_STAKE_MINOR).
 */
export function parseStakes(
  texts: readonly string[],
  locale: string,
  currency: Currency,
): { ok: true; stakes: number[] } | { ok: false; invalid: number[] } {
  const amounts = texts.map((t) => parseAmount(t, locale, currency)?.amount)
  const invalid = amounts.flatMap((a, i) => (a === undefined || a <= 0 || a > MAX_STAKE_MINOR ? [i] : []))
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, stakes: amounts as number[] }
}
