/** Group keys a market may belong to; the match page shows them as tabs in this order. */
export const MARKET_GROUP_KEYS = [
  'main',
  'goals',
  'handicap',
  'halves',
  'correct_score',
  'combo',
  'sets',
  'games',
  'quarters',
  'periods',
  'maps',
  'innings',
  'players',
  'outrights',
] as const
