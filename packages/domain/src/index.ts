/**
 * @sportsbook/domain — the sportsbook rules shared by web and server.
 * Pure TypeScript: no I/O, no framework, no clock; time, ids and settings are passed in.
 * This file is the only public surface: import from '@sportsbook/domain', never from its files.
 */

// Odds: decimal odds as the branded unit, the 7 display formats of spec §3
export {
  decimalOdds,
  tryDecimalOdds,
  multiplyOdds,
  scaledOdds,
  ODDS_SCALE,
  INVALID_ODDS,
} from './odds/decimal-odds.ts'
export type { DecimalOdds } from './odds/decimal-odds.ts'
export { ODDS_FORMATS, isOddsFormat } from './odds/odds-format.ts'
export type { OddsFormat } from './odds/odds-format.ts'
export { FRACTIONAL_LADDER, toFractional } from './odds/fractional.ts'
export type { Fraction } from './odds/fractional.ts'
export {
  toAmerican,
  fromAmerican,
  toHongKong,
  fromHongKong,
  toIndonesian,
  fromIndonesian,
  toMalaysian,
  fromMalaysian,
  toPercent,
  fromPercent,
  fromFractional,
} from './odds/convert.ts'
export { toOddsFormat, fromOddsParts, formatOddsPlain } from './odds/to-odds-format.ts'
export type { OddsParts } from './odds/to-odds-format.ts'

// Matches and markets: statuses, sort (§9) and live-update merges (§4)
export { MATCH_STATUS, isMatchBettable, isMatchLive } from './match/match-status.ts'
export type { MatchStatus } from './match/match-status.ts'
export { MARKET_STATUS, isMarketOpen, isMarketSuspended } from './market/market-status.ts'
export type { MarketStatus } from './market/market-status.ts'
export { sortMarkets, compareMarkets } from './market/sort-markets.ts'
export type { SortableMarket } from './market/sort-markets.ts'
export { mergeMarkets, mergeMarket, marketKey } from './market/merge-markets.ts'
export type { MergeableMarket } from './market/merge-markets.ts'
export { mergeMatch } from './market/merge-match.ts'
export { shareUnchanged } from './market/share-unchanged.ts'
