// Price boosts' named values (docs/constants.md).

/** How old the in-memory book of live boosts may get before a read reloads it (one query per period). */
export const PRICE_BOOST_REFRESH_MS = 30_000

/** Demo boosts (seed-demo.ts): how many upcoming matches get one, the boost on the price, the most stake. */
export const DEMO_PRICE_BOOSTS = { matches: 3, factor: 1.2, maxStake: 2500, currency: 'EUR' } as const
