// The boosted price as the wire shows it (ADR 033): an outcome under a live boost carries the boosted
// price as `odds` and the normal one as `boosted_from`, on every public read (catalog, realtime) and
// in placement's snapshot alike, from the in-memory book. A boost below the normal price is no boost.
import type { Market, Match, Outcome } from '@sportsbook/contract'
import { priceBoostApplies } from '@sportsbook/domain'
import type { PriceBoostBook } from './book.ts'

/** The outcome at its boosted price, or as it is. */
export function boostOutcome(
  book: PriceBoostBook,
  at: { matchId: number; marketId: number; specifier: string },
  o: Outcome,
): Outcome {
  const boost = book.find(at.matchId, at.marketId, at.specifier, o.id)
  if (!boost || !priceBoostApplies(o.odds, boost.odds)) return o
  return { ...o, odds: boost.odds, boosted_from: o.odds }
}

/** A market of the wire with its boosted outcomes (the match is named by its numeric id). */
export function boostMarket(book: PriceBoostBook, matchId: number, m: Market): Market {
  if (!book.hasMatch(matchId)) return m
  const at = { matchId, marketId: m.id, specifier: m.specifier }
  return { ...m, outcomes: m.outcomes.map((o) => boostOutcome(book, at, o)) }
}

/** A match of a listing with its main and secondary markets boosted. */
export function boostMatch<M extends Pick<Match, 'id' | 'main_market' | 'secondary_market'>>(
  book: PriceBoostBook,
  match: M,
): M {
  if (!book.hasMatch(match.id)) return match
  const main = match.main_market && boostMarket(book, match.id, match.main_market)
  const secondary = match.secondary_market && boostMarket(book, match.id, match.secondary_market)
  return { ...match, main_market: main, secondary_market: secondary }
}
