// Price boosts' named values (docs/constants.md).

/** How old the in-memory book of live boosts may get before a read reloads it (one query per period). */
export const PRICE_BOOST_REFRESH_MS = 30_000

/**
 * Demo boosts (seed-demo.ts): how many run at once, on matches starting at least `leadMs` from now,
 * the boost on the price, the most stake; topped up every `reseedMs` as boosted matches go live.
 */
export const DEMO_PRICE_BOOSTS = {
  matches: 3,
  leadMs: 30 * 60_000,
  factor: 1.2,
  maxStake: 2500,
  currency: 'EUR',
  reseedMs: 5 * 60_000,
} as const
