// Loss chasing (docs/constants.md "Safer gambling"): a player who lost several bets in a row within a
// short window and now stakes far more than those bets is nudged, calmly, before Place.

/** Consecutive lost bets that start the rule. */
export const LOSS_CHASE_MIN_LOSSES = 3
/** The losses must all have settled within this window before now. */
export const LOSS_CHASE_WINDOW_MS = 30 * 60 * 1000
/** The new stake must be at least this many times the average stake of those losses. */
export const LOSS_CHASE_STAKE_FACTOR = 2

export interface SettledBet {
  /** Minor units. */
  stake: number
  /** Minor units paid back (0 for a lost bet). */
  returned: number
  settledAt: Date
}

/**
 * Whether staking `stake` now looks like chasing losses: the latest LOSS_CHASE_MIN_LOSSES settled bets
 * (newest first in `recent`) all returned nothing and settled within LOSS_CHASE_WINDOW_MS, and `stake`
 * is at least LOSS_CHASE_STAKE_FACTOR times their average stake.
 */
export function isLossChasing(recent: readonly SettledBet[], stake: number, now: Date): boolean {
  const latest = [...recent]
    .sort((a, b) => b.settledAt.getTime() - a.settledAt.getTime())
    .slice(0, LOSS_CHASE_MIN_LOSSES)
  if (latest.length < LOSS_CHASE_MIN_LOSSES) return false
  const since = now.getTime() - LOSS_CHASE_WINDOW_MS
  if (!latest.every((b) => b.returned === 0 && b.settledAt.getTime() >= since)) return false
  const total = latest.reduce((s, b) => s + b.stake, 0)
  return stake * latest.length >= LOSS_CHASE_STAKE_FACTOR * total && stake > 0
}
