/**
 * The identities of markets and outcomes across the feed, each made by one function here so web
 * and server can never disagree on a separator. Outcome ids repeat across matches and lines
 * ("1" of 1x2 in every match), so an outcome is named by match, market, specifier and outcome.
 */
type Brand<T, B extends string> = T & { readonly __brand: B }

/** One market line of a match type: market id and specifier (`18|total=2.5`). */
export type MarketKey = Brand<string, 'MarketKey'>
/** One market line of one match: `match|market|specifier`. */
export type MatchMarketKey = Brand<string, 'MatchMarketKey'>
/** One outcome of one market line of one match: `match|market|specifier|outcome`. */
export type OutcomeKey = Brand<string, 'OutcomeKey'>

/** The parts an outcome key is made of, as the wire names them (ids kept as strings). */
export interface OutcomeKeyParts {
  readonly matchId: string
  readonly marketId: string
  readonly specifier: string
  readonly outcomeId: string
}

type Id = string | number

const SEPARATOR = '|'

/** A market line's key: its market id and specifier. */
export const marketKey = (marketId: Id, specifier: string): MarketKey =>
  `${marketId}${SEPARATOR}${specifier}` as MarketKey

/** A market line's key within one match. */
export const matchMarketKey = (matchId: Id, marketId: Id, specifier: string): MatchMarketKey =>
  `${matchId}${SEPARATOR}${marketKey(marketId, specifier)}` as MatchMarketKey

/** An outcome's key across the feed (the slip keys its selections by it). */
export const outcomeKey = (matchId: Id, marketId: Id, specifier: string, outcomeId: Id): OutcomeKey =>
  `${matchMarketKey(matchId, marketId, specifier)}${SEPARATOR}${outcomeId}` as OutcomeKey

/**
 * The parts back from an outcome key. Match and market ids hold no separator; a specifier may
 * ("hcp=1|variant=x"), so the outcome id is what follows the last one.
 */
export function outcomeKeyParts(key: OutcomeKey): OutcomeKeyParts {
  const first = key.indexOf(SEPARATOR)
  const second = key.indexOf(SEPARATOR, first + 1)
  const last = key.lastIndexOf(SEPARATOR)
  return {
    matchId: key.slice(0, first),
    marketId: key.slice(first + 1, second),
    specifier: key.slice(second + 1, last),
    outcomeId: key.slice(last + 1),
  }
}
