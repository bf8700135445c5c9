// What the player's bet, wager and loss limits leave for the slip: the allowance beside the stake and
// the reason Place is disabled when the stake would pass one (the server refuses such a bet anyway).
import type { UserLimit } from '@sportsbook/contract'
import {
  breachedLimit,
  findCurrency,
  inLimitCurrency,
  limitLeftForNext,
  money,
  referenceRate,
  type Currency,
  type Money,
} from '@sportsbook/domain'
import { inForce } from './user-limits.ts'

export interface StakeAllowance {
  type: 'bet' | 'wager' | 'loss'
  interval: UserLimit['interval']
  /** What the limit leaves: per bet for a bet limit, for the whole ticket otherwise. */
  remaining: Money
}

const STAKE_TYPES = new Set(['bet', 'wager', 'loss'])

/**
 * Every stake limit in force with what it leaves in the slip's currency, tightest first. Limits bind
 * across currencies (ADR 011): one set in another currency is converted at the reference rates,
 * rounded down, as the server counts it; a limit in a currency without a rate leaves nothing.
 */
export function stakeAllowances(limits: readonly UserLimit[], currency: Currency): StakeAllowance[] {
  return limits
    .filter((l) => inForce(l) && STAKE_TYPES.has(l.type) && l.amount)
    .map((l) => {
      // The server's `remaining` is the window's (limitRemaining); the domain says which limits leave it.
      const limit = l.amount!
      const used = limit.value - (l.remaining ?? limit).value
      const left = limitLeftForNext({ type: l.type, amount: limit.value, used })
      const from = findCurrency(limit.currency)
      const amount = from ? inLimitCurrency(money(left, from), currency, referenceRate, 'down') : undefined
      return {
        type: l.type as StakeAllowance['type'],
        interval: l.interval,
        remaining: money(amount ?? 0, currency),
      }
    })
    .sort((a, b) => a.remaining.amount - b.remaining.amount)
}

/**
 * The limit the ticket would pass (the domain's breachedLimit, as the server checks it): a bet limit
 * by the largest stake, wager and loss limits by the total.
 */
export function breachedAllowance(
  allowances: readonly StakeAllowance[],
  totalStake: number,
  largestStake: number,
): StakeAllowance | undefined {
  const check = (perBet: boolean, amount: number) =>
    breachedLimit(
      allowances.flatMap((a, i) =>
        (a.type === 'bet') === perBet ? [{ type: String(i), amount: a.remaining.amount, used: 0 }] : [],
      ),
      amount,
    )
  const hit = check(true, largestStake) ?? check(false, totalStake)
  return hit ? allowances[Number(hit.type)] : undefined
}
