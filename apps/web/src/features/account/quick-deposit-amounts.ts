import { money, type Currency, type Money } from '@sportsbook/domain'

/**
 * Spec §4 quick deposit: preset amounts per currency, in minor units (docs/constants.md). Fiat:
 * 10 / 25 / 50; BRL 50 / 100 / 250; BTC 0.0005 / 0.001 / 0.005; ETH 0.01 / 0.05 / 0.1.
 */
export const QUICK_DEPOSIT_PRESETS: Readonly<Record<string, readonly number[]>> = {
  EUR: [1_000, 2_500, 5_000],
  USD: [1_000, 2_500, 5_000],
  GBP: [1_000, 2_500, 5_000],
  CAD: [1_000, 2_500, 5_000],
  AUD: [1_000, 2_500, 5_000],
  USDT: [1_000, 2_500, 5_000],
  BRL: [5_000, 10_000, 25_000],
  BTC: [50_000, 100_000, 500_000],
  ETH: [1_000_000, 5_000_000, 10_000_000],
}

/** A currency without presets: these many whole units. */
export const QUICK_DEPOSIT_FALLBACK_MAJOR = [10, 25, 50] as const

/**
 * The amounts to offer: what the stake is short by (when it is), then the presets that cover it,
 * smallest first, without repeats.
 */
export function quickDepositChoices(currency: Currency, shortBy: number): Money[] {
  const presets =
    QUICK_DEPOSIT_PRESETS[currency.code] ??
    QUICK_DEPOSIT_FALLBACK_MAJOR.map((m) => m * 10 ** currency.subunits)
  const amounts = [...(shortBy > 0 ? [shortBy] : []), ...presets.filter((p) => p > shortBy)]
  return [...new Set(amounts)].map((a) => money(a, currency))
}

/** How much the stake (minor units, from the slip) exceeds the balance; 0 when it does not. */
export function shortfall(stake: string | undefined, balance: Money | undefined): number {
  const s = Number(stake)
  if (!Number.isSafeInteger(s) || s <= 0) return 0
  return Math.max(0, s - (balance?.amount ?? 0))
}
