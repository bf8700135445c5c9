// GET /bets/custom/markets/{matchId}: the markets of a match a custom bet may combine, with their
// custom_bet_groups. The stored rows leave custom_bet_groups empty (the feed does not persist them),
// so they are filled here from the same table the pricing checks eligibility against.
import { isMatchBettable } from '@sportsbook/domain'
import type { Db } from '../../../db/client.ts'
import { CUSTOM_BET_GROUPS } from '../../pricing/index.ts'
import type { MarketRow } from '../../catalog/index.ts'
import { selectMarketsOf, selectMatchSport } from '../repository/custom-repository.ts'

/** Market statuses listed: active and suspended (a suspended market may reopen while the player builds). */
const LISTED_STATUSES = [1, -1]

/** The eligible markets, or null when the match does not exist. */
export async function customMarkets(db: Db, matchId: number): Promise<MarketRow[] | null> {
  const match = await selectMatchSport(db, matchId)
  if (!match) return null
  const groups = CUSTOM_BET_GROUPS[match.sport_key]
  if (!groups || !isMatchBettable(match.status)) return []
  const rows = await selectMarketsOf(db, matchId, Object.keys(groups).map(Number), LISTED_STATUSES)
  return rows.map((r) => ({ ...r, custom_bet_groups: [...(groups[r.market_id] ?? [])] }))
}
