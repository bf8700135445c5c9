/** Moves kept per main-market outcome (docs/constants.md § Match centre: price history). */
export const PRICE_HISTORY_POINTS = 30
