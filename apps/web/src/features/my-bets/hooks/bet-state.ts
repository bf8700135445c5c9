import type { ServerBet } from '@sportsbook/contract'
import { isUnacceptedStatus, resultGroup } from '@sportsbook/domain'

/** What the bet card says about a bet, from its server status and result (spec §3, §4). */
export type BetState = 'open' | 'won' | 'lost' | 'refund' | 'cashed_out' | 'void' | 'pending'

export function betState(bet: Pick<ServerBet, 'status' | 'result'>): BetState {
  if (bet.status === 'cashed_out' || bet.result === 'cashed_out') return 'cashed_out'
  if (isUnacceptedStatus(bet.status)) return bet.status === 'submitted' ? 'pending' : 'void'
  if (bet.result === 'no_results') return bet.status === 'waiting_results' ? 'open' : 'pending'
  if (bet.result === 'canceled') return 'void'
  const group = resultGroup(bet.result)
  return group === 'win' ? 'won' : group === 'lose' ? 'lost' : 'refund'
}
