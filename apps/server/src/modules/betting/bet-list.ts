// GET /bets: one page of the player's bets, newest first, open ones with their cash-out offer now.
import type { BetListQuery, ServerBet } from '@sportsbook/contract'
import type { Executor } from '../../db/client.ts'
import { offerFor, selectionKeys } from './cashout-offer.ts'
import { loadSnapshot } from './market-snapshot.ts'
import { presentBet } from './presenters.ts'
import { listBets } from './repository/bets-repository.ts'

export async function playerBets(
  db: Executor,
  userId: number,
  q: BetListQuery,
): Promise<{ bets: ServerBet[]; total: number }> {
  const { rows, total } = await listBets(db, userId, q)
  const open = rows.filter((r) => r.status === 'waiting_results')
  const snapshot = await loadSnapshot(db, selectionKeys(open))
  return { bets: rows.map((r) => presentBet(r, offerFor(r, snapshot))), total }
}
