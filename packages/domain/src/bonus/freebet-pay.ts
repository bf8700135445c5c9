// What a freebet bet pays from the plain settlement of its stake (spec §3 freebet kinds): shared by
// settlement (`settleBonusBet`) and the slip's quote (`quoteWin`), so both pay a freebet alike.
import { subtract } from '../money/arithmetic.ts'
import { zero, type Money } from '../money/money.ts'
import type { Settlement } from '../settlement/settle-bet.ts'
import type { FreebetType } from './types.ts'

/** What settling a freebet bet gives: cash through the ledger and a freebet issued again. */
export interface FreebetPayout {
  readonly cash: Money
  readonly freebet: Money
}

/**
 * Pays a freebet bet from the plain settlement of its stake (spec §3 freebet types):
 * - `freebet`, `freebet_only_win`: the winnings without the free stake (payout − stake, never below 0);
 * - `freebet_all_win`: the whole payout, stake included;
 * - `freebet_no_risk` (a real-money stake): the payout; a lost stake comes back as a new freebet.
 * A bet voided or refunded entirely gives a free stake back as a freebet (no cash), and refunds the
 * real stake of a no-risk bet in cash.
 */
export function freebetSettlement(type: FreebetType, stake: Money, settled: Settlement): FreebetPayout {
  const none = zero(stake.currency)
  const wholeRefund = settled.result === 'canceled' || settled.result === 'refund_entire'
  if (type === 'freebet_no_risk') {
    return settled.result === 'lose_entire'
      ? { cash: none, freebet: stake }
      : { cash: settled.payout, freebet: none }
  }
  if (wholeRefund) return { cash: none, freebet: stake }
  if (type === 'freebet_all_win') return { cash: settled.payout, freebet: none }
  const profit = settled.payout.amount > stake.amount ? subtract(settled.payout, stake) : none
  return { cash: profit, freebet: none }
}
