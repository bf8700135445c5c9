import type { Market, Match, Outcome } from '@sportsbook/contract'
import {
  decimalOdds,
  isMarketOpen,
  marketId,
  matchId,
  outcomeKey,
  tryDecimalOdds,
  type SelectionInput,
} from '@sportsbook/domain'

/** A slip selection from the catalogue's match, market and outcome; undefined when it has no price. */
export function selectionFrom(match: Match, market: Market, outcome: Outcome): SelectionInput | undefined {
  if (!tryDecimalOdds(outcome.odds)) return undefined
  // An outright is named by itself: its competitors are the field, not a home and an away side.
  const outright = match.type === 'outright'
  const [home, away] = outright ? [] : match.competitors
  return {
    outcomeId: outcomeKey(match.id, market.id, market.specifier, outcome.id),
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
    ...(outright ? { isOutright: true } : {}),
    ...(outcome.boosted_from && tryDecimalOdds(outcome.boosted_from)
      ? { boostedFrom: decimalOdds(outcome.boosted_from) }
      : {}),
  }
}
