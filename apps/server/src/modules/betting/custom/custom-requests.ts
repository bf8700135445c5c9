// The custom-bet requests' operations (GET /bets/custom/markets/{id}, POST /bets/custom/odds), so the
// routes call one service and the reads stay in markets.ts, quote.ts and market-snapshot.ts.
import type { Market } from '@sportsbook/contract'
import type { Db } from '../../../db/client.ts'
import { ApiError, notFound } from '../../../lib/api-error.ts'
import { presentMarket } from '../../catalog/index.ts'
import { loadSnapshot } from '../market-snapshot.ts'
import { customMarkets } from './markets.ts'
import { loadModels, quoteCustomBet } from './quote.ts'

/** The markets of a match a custom bet may combine; 404 when the match does not exist. */
export async function customMarketList(db: Db, matchId: number): Promise<Market[]> {
  const rows = await customMarkets(db, matchId)
  if (!rows) throw notFound(`Match ${matchId}`)
  return rows.map(presentMarket)
}

/** The joint odds of selections of one match winning together, or the catalogue error why not. */
export async function customBetOdds(
  db: Db,
  matchId: number,
  selections: readonly { market_id: number; specifier: string; outcome_id: string }[],
): Promise<number> {
  const legs = selections.map((s) => ({ match_id: matchId, ...s }))
  const [snapshot, models] = await Promise.all([loadSnapshot(db, legs), loadModels(db, [matchId])])
  if (!models.has(matchId)) throw notFound(`Match ${matchId}`)
  const quote = quoteCustomBet(matchId, legs, snapshot, models.get(matchId))
  if (!quote.ok) throw new ApiError(quote.code, quote.message)
  return quote.odds
}
