/** Branded ids: a match id cannot be passed where an outcome id is expected. */
type Brand<T, B extends string> = T & { readonly __brand: B }

export type MatchId = Brand<string, 'MatchId'>
export type MarketId = Brand<string, 'MarketId'>
/** An outcome id unique across the feed (the ticket keys selections by it, spec §3 selectedOutcomeIds). */
export type OutcomeId = Brand<string, 'OutcomeId'>
export type BonusId = Brand<string, 'BonusId'>

const brand =
  <B extends string>(name: B) =>
  (value: string | number): Brand<string, B> => {
    const text = String(value)
    if (text === '') throw new RangeError(`${name} must not be empty`)
    return text as Brand<string, B>
  }

/** Validating constructors: ids arrive as numbers or strings on the wire and are kept as strings. */
export const matchId = brand('MatchId')
export const marketId = brand('MarketId')
export const outcomeId = brand('OutcomeId')
export const bonusId = brand('BonusId')
