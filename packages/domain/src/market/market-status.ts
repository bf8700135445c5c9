/**
 * Market status codes of spec §4. The spec names 1, −1 and 0 and lists −2, −3, −4 without
 * meaning; they are named after the Betradar feed convention the backend uses (handed over,
 * settled, cancelled).
 */
export const MARKET_STATUS = {
  ALLOWED: 1,
  NOT_ALLOWED: 0,
  SUSPENDED: -1,
  HANDED_OVER: -2,
  SETTLED: -3,
  CANCELLED: -4,
} as const

/** A market status code. */
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS]

/** Only an allowed market takes bets. */
export const isMarketOpen = (status: number): boolean => status === MARKET_STATUS.ALLOWED

/** A suspended market is shown with locked odds; other non-open markets are hidden. */
export const isMarketSuspended = (status: number): boolean => status === MARKET_STATUS.SUSPENDED
