// Betting limits the spec leaves "not shown" (§5, §9); each is recorded in docs/constants.md.
import { findCurrency, maxPayout, money, type Currency, type Money } from '@sportsbook/domain'

/** A live bet waits this long and is checked again before it is accepted (courtsiding protection). */
export const LIVE_BET_DELAY_MS = 3000

/** Odds moves accepted without asking until the player chooses (spec §3 oddsAcceptMode): rises only. */
export const DEFAULT_ACCEPT_ODDS = 'higher' as const

/** Quick-stake buttons a player gets before choosing their own, in major units of their currency. */
export const DEFAULT_STAKES_MAJOR = [1, 5, 10, 50]

/** A retried request within this long returns its first answer; older keys may be forgotten. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000

/**
 * Bets settled per transaction: big enough that a match of 100 000 bets takes a few hundred
 * statements, small enough that a batch holds its row locks (a cash-out of one of its bets waits)
 * for tens of milliseconds.
 */
export const SETTLE_BATCH = 500

/**
 * Settlement batches in flight at once (each its own transaction and connection; batches never split
 * a player, so they lock different rows). One: on two cores PostgreSQL and the API already share the
 * CPU with the feed and other requests, and two in flight has shown no gain (docs/performance.md).
 */
export const SETTLE_IN_FLIGHT = 1

/**
 * Cash-out on full-cover bets (Yankee, Lucky 15…, ADR 034): off, as Entain (reference §6 rule 6: a
 * knob, default off in v1). Turned on, the offer prices every line as an N-of-M system's are.
 */
export const CASHOUT_ON_FULL_COVER = false

/** Share codes: 8 characters of an unambiguous alphabet (no 0/O, 1/I/l) ≈ 10^12 codes. */
export const SHARE_CODE_LENGTH = 8
export const SHARE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

interface StakeLimits {
  minStake: Money
  maxStake: Money
  maxPayout: Money
}

/** Stake limits per currency in minor units: [min stake, max stake, max payout or default]. */
const LIMITS_MINOR: Record<string, readonly [number, number, number?]> = {
  EUR: [10, 1_000_000],
  USD: [10, 1_000_000],
  GBP: [10, 1_000_000],
  CAD: [10, 1_000_000],
  AUD: [10, 1_000_000],
  USDT: [10, 1_000_000],
  BRL: [100, 5_000_000, 50_000_000],
  JPY: [10, 1_500_000, 15_000_000],
  KRW: [100, 15_000_000, 150_000_000],
  // Crypto: the domain's 100 000 whole units would be a fortune, so the cap is set here.
  BTC: [1_000, 50_000_000, 200_000_000],
  ETH: [10_000, 500_000_000, 3_000_000_000],
}

/** The limits of a currency; unknown currencies get none (the caller refuses them first). */
export function stakeLimits(currency: Currency): StakeLimits {
  const [min, max, payout] = LIMITS_MINOR[currency.code] ?? [1, Number.MAX_SAFE_INTEGER]
  return {
    minStake: money(min, currency),
    maxStake: money(max, currency),
    maxPayout: payout === undefined ? maxPayout(currency) : money(payout, currency),
  }
}

/** The default quick stakes in minor units of the currency. */
export function defaultStakes(code: string): number[] {
  const c = findCurrency(code)
  const unit = 10 ** (c?.subunits ?? 2)
  return DEFAULT_STAKES_MAJOR.map((s) => s * unit)
}

/**
 * Margin on a custom bet's joint probability: the feed's margin for markets outside the main ones
 * (OTHER_MARGIN, 7 %), which its own combination markets such as "1X2 & total" carry.
 */
export { OTHER_MARGIN as CUSTOM_BET_MARGIN } from '../pricing/index.ts'

/** The operator's early-payout offers by sport (ADR 031): the catalog shows them, betting pays them. */
export { EARLY_PAYOUT_OFFERS } from '../catalog/index.ts'

/** Queued rows a settlement worker leases at once (ADR 038): one feed batch's matches, or a few. */
export const SETTLEMENT_LEASE_ROWS = 200

/** A settlement worker looks at the queue this often besides being woken by NOTIFY (a lost wake-up, a dead worker's lease). */
export const SETTLEMENT_POLL_MS = 1_000

/** Every settlement worker sweeps for decidable open bets no queue row names this often (a lost queueing). */
export const SETTLEMENT_SWEEP_MS = 60_000
