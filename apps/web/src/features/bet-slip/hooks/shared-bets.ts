import type { SharedBets, SharedSelection } from '@sportsbook/contract'
import {
  betTypeOf,
  decimalOdds,
  isMarketOpen,
  marketId,
  matchId,
  outcomeKey,
  parseSystemId,
  tryDecimalOdds,
  type SelectionInput,
  type StoredBet,
} from '@sportsbook/domain'

function selectionOf(s: SharedSelection): SelectionInput | undefined {
  if (!tryDecimalOdds(s.odds)) return undefined
  // An outright is named by itself: its competitors are the field, not a home and an away side.
  const [nameA, nameB] = s.is_outright ? [] : s.competitors
  return {
    outcomeId: outcomeKey(s.match_id, s.market_id, s.specifier, s.outcome_id),
    matchId: matchId(s.match_id),
    matchUrnId: s.match_urn_id,
    matchSlug: s.match_slug,
    provider: s.provider,
    market: { marketId: marketId(s.market_id), marketName: s.market_name, specifier: s.specifier },
    outcomeName: s.outcome_name,
    active: s.active,
    odds: decimalOdds(s.odds),
    matchStatus: s.match_status,
    sportKey: s.sport_key,
    nameA: nameA ?? s.match_name,
    ...(nameB ? { nameB } : {}),
    categoryName: s.category_name,
    isSuspended: !s.active || !isMarketOpen(s.market_status),
    ...(s.is_outright ? { isOutright: true } : {}),
  }
}

/** Shared bets as the slip restores them (spec §4): as the catalogue has them now, without stakes. */
export function storedFromShared(shared: SharedBets): StoredBet[] {
  return shared.bets.flatMap((b): StoredBet[] => {
    const selections = b.selections.flatMap((s) => selectionOf(s) ?? [])
    if (selections.length === 0) return []
    if (b.custom) {
      // A custom bet comes back as one, at the server's joint price now (none: priced again first).
      const odds = b.custom_odds === null ? undefined : tryDecimalOdds(b.custom_odds)
      return [{ betType: 'custom_bet', selections, ...(odds ? { customOdds: odds } : {}) }]
    }
    const system = parseSystemId(b.system_id)
    if (system && system.totalCount === selections.length) {
      return [{ betType: 'system', selections, systemType: system }]
    }
    return [
      { betType: betTypeOf({ custom: false, system: false, selections: selections.length }), selections },
    ]
  })
}
