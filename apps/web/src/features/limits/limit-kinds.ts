// The limits a player sets on the limits page, how their values are entered and sent.
import type { SetUserLimitRequest, UserLimit } from '@sportsbook/contract'

export type LimitKind = 'deposit' | 'loss' | 'wager' | 'bet' | 'reality_check' | 'session' | 'activity'

export const LIMIT_KINDS: readonly LimitKind[] = [
  'deposit',
  'loss',
  'wager',
  'bet',
  'reality_check',
  'session',
  'activity',
]
export const MONEY_KINDS = new Set<string>(['deposit', 'loss', 'wager', 'bet'])
/** Kinds counted over a day, week or month. */
export const WINDOW_KINDS = new Set<string>(['deposit', 'loss', 'wager', 'activity'])
export const INTERVALS = ['day', 'week', 'month'] as const

/** Cooling-off terms offered (seconds): a day, a week, six weeks. */
export const COOLING_OFF_TERMS = [1, 7, 42].map((d) => d * 86_400)
/** Self-exclusion terms offered (seconds): six months, a year, five years. */
export const SELF_EXCLUSION_TERMS = [183, 365, 5 * 365].map((d) => d * 86_400)

/** The request for a kind and an entered value (minor units for money, minutes for time). */
export function limitRequest(kind: LimitKind, value: number, interval: string): SetUserLimitRequest {
  const windowed = WINDOW_KINDS.has(kind) ? { interval: interval as (typeof INTERVALS)[number] } : {}
  return MONEY_KINDS.has(kind)
    ? { type: kind, amount: value, ...windowed }
    : { type: kind, period: value * 60, ...windowed }
}

/** Whether a pending change can be confirmed now. */
export const confirmable = (l: UserLimit, now: number): boolean =>
  (l.status === 'unconfirmed' || l.status === 'unconfirmed_disabled') &&
  l.effective_at !== null &&
  new Date(l.effective_at).getTime() <= now
