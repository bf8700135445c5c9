// Safer-gambling values the spec leaves "not shown" (docs/constants.md "Safer gambling").

/** Shortest and longest cooling-off (a short break): one day to six weeks. */
export const COOLING_OFF_MIN_S = 24 * 3600
export const COOLING_OFF_MAX_S = 42 * 24 * 3600
/** Shortest and longest self-exclusion: six months (UKGC minimum) to five years. */
export const SELF_EXCLUSION_MIN_S = 183 * 24 * 3600
export const SELF_EXCLUSION_MAX_S = 5 * 365 * 24 * 3600
/** Shortest time limit and reality-check interval a player may choose: one minute. */
export const TIME_LIMIT_MIN_S = 60

/** The web calls POST /player/activity_limit_track this often (spec §9); one call counts at most this. */
export const ACTIVITY_TRACK_INTERVAL_S = 60

/**
 * Deposit reminder settings per player group (spec §3; groups are the loyalty status groups, id 1–4).
 * Operators change these; a group not listed uses DEFAULT_DEPOSIT_REMINDER.
 */
export const DEPOSIT_REMINDER_BY_GROUP: Readonly<Record<number, { show: boolean; remindAfterS: number }>> = {
  1: { show: true, remindAfterS: 10 },
  2: { show: true, remindAfterS: 30 },
  3: { show: false, remindAfterS: 0 },
  4: { show: false, remindAfterS: 0 },
}
export const DEFAULT_DEPOSIT_REMINDER = { show: true, remindAfterS: 10 }
