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

// Money: integer minor units with their currency, rounding named at every call
export { currency, findCurrency, CURRENCIES, MAX_SUBUNITS } from './money/currency.ts'
export { EUR, USD, GBP, BRL, CAD, AUD, JPY, KRW, BTC, ETH, USDT } from './money/currency.ts'
export type { Currency } from './money/currency.ts'
export { money, zero, assertSameCurrency } from './money/money.ts'
export type { Money } from './money/money.ts'
export type { Rounding } from './money/rounding.ts'
export { divideRounded } from './money/rounding.ts'
export { add, subtract, sum, multiply } from './money/arithmetic.ts'
export { compare, equals, greaterThan, lessThan, isZero, isPositive, minimum } from './money/compare.ts'
export { multiplyByOdds } from './money/multiply-by-odds.ts'
export { allocate } from './money/allocate.ts'
export { convert } from './money/convert.ts'
export { toMajor, fromMajor } from './money/major-units.ts'
export { CURRENCY_MISMATCH, NON_INTEGER_AMOUNT, INVALID_RATIOS } from './money/messages.ts'
