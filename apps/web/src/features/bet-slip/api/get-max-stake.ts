import { MaxStakeResponse, maxStakeRequest, toMoney } from '@sportsbook/contract'
import type { Bet, Money } from '@sportsbook/domain'
import { apiSend } from '~/lib/session/api-send.ts'

/**
 * POST /bets/max-stake for one bet of the slip: the largest stake it could take now, the least of the
 * stake limit, the balance and the stake whose win reaches the maximum payout (the server's answer).
 */
export async function fetchMaxStake(bet: Bet): Promise<Money | undefined> {
  const answer = await apiSend('POST', '/bets/max-stake', MaxStakeResponse, { body: maxStakeRequest([bet]) })
  const first = answer.data[0]
  return first ? toMoney(first.max_stake) : undefined
}
