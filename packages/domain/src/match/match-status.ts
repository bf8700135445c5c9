/** Match status codes of spec §4. */
export const MATCH_STATUS = {
  PREMATCH: 0,
  LIVE: 1,
  STOPPED: 2,
  CLOSED: 3,
  FINISHED: 4,
  NOT_COVERED: 5,
} as const

/** A match status code (0 prematch … 5 not covered). */
export type MatchStatus = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS]

/** Only prematch and live matches take bets; stopped, closed, finished and not covered do not. */
export const BETTABLE_MATCH_STATUSES: readonly MatchStatus[] = [MATCH_STATUS.PREMATCH, MATCH_STATUS.LIVE]

/** Whether a match with this status takes bets (BETTABLE_MATCH_STATUSES). */
export function isMatchBettable(status: number): boolean {
  return (BETTABLE_MATCH_STATUSES as readonly number[]).includes(status)
}

/** True for a live match (quick-bet flow and live listings depend on it). */
export const isMatchLive = (status: number): boolean => status === MATCH_STATUS.LIVE
