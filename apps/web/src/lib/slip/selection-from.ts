import type { Market, Match, Outcome } from '@sportsbook/contract'
import {
  decimalOdds,
  isMarketOpen,
  marketId,
  matchId,
  outcomeId,
  tryDecimalOdds,
  type SelectionInput,
} from '@sportsbook/domain'

/** Outcome ids repeat across matches and lines, so the slip keys a selection by all three. */
export const slipOutcomeId = (
  matchIdValue: number,
  market: Pick<Market, 'id' | 'specifier'>,
  outcome: string,
) => outcomeId(`${matchIdValue}|${market.id}|${market.specifier}|${outcome}`)

/** A slip selection from the catalogue's match, market and outcome; undefined when it has no price. */
export function selectionFrom(match: Match, market: Market, outcome: Outcome): SelectionInput | undefined {
  if (!tryDecimalOdds(outcome.odds)) return undefined
  const [home, away] = match.competitors
  return {
    outcomeId: slipOutcomeId(match.id, market, outcome.id),
    matchId: matchId(match.id),
    matchUrnId: match.urn_id,
    matchSlug: match.slug,
    provider: match.provider,
    market: { marketId: marketId(market.id), marketName: market.name, specifier: market.specifier },
    outcomeName: outcome.name,
    active: outcome.active && isMarketOpen(market.status) && match.bettable,
    odds: decimalOdds(outcome.odds),
    matchStatus: match.status,
    sportKey: match.sport.key,
    nameA: home?.name ?? match.name,
    ...(away ? { nameB: away.name } : {}),
    categoryName: match.category.name,
  }
}

/** The wire outcome id back from a slip outcome id (the part after the market specifier). */
export const wireOutcomeId = (slipId: string): string => slipId.slice(slipId.lastIndexOf('|') + 1)
