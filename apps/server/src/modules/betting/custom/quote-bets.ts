// The custom bets of a place-bets request priced now, by bet index (undefined when it has none).
import type { PlaceBetsRequest } from '@sportsbook/contract'
import type { Executor } from '../../../db/client.ts'
import type { Snapshot } from '../market-snapshot.ts'
import type { CustomQuotes } from '../validate-bets.ts'
import { loadModels, quoteCustomBet } from './quote.ts'

export async function quoteCustomBets(
  db: Executor,
  req: PlaceBetsRequest,
  snapshot: Snapshot,
): Promise<CustomQuotes | undefined> {
  const custom = req.bets.flatMap((b, i) => (b.custom_odds === undefined ? [] : [{ b, i }]))
  if (custom.length === 0) return undefined
  const models = await loadModels(
    db,
    custom.flatMap(({ b }) => b.selections.map((s) => s.match_id)),
  )
  return new Map(
    custom.map(({ b, i }) => {
      const matchId = b.selections[0]!.match_id
      return [i, quoteCustomBet(matchId, b.selections, snapshot, models.get(matchId))]
    }),
  )
}
