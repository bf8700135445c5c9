import { subtract } from '../money/arithmetic.ts'
import { minimum } from '../money/compare.ts'
import { money, zero, type Money } from '../money/money.ts'
import { multiplyByOdds } from '../money/multiply-by-odds.ts'
import { decimalOdds } from '../odds/decimal-odds.ts'
import { settleBet, type SettleInput, type Settlement } from '../settlement/settle-bet.ts'
import { maxPayout } from '../slip/system-lines.ts'
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

/**
 * Settles a comboboost bet: the plain settlement, and when it wins (`win_entire`, void legs counting
 * as odds 1) the payout × the range's bonus odds, rounded down and capped by the maximum payout. Any
 * refunded or half-settled leg cancels the boost (the bet no longer met the range as placed).
 */
export function boostedSettlement(input: SettleInput, bonusOdds: number): Settlement {
  const cap = maxPayout(input.stake.currency, input.cap)
  const uncapped = settleBet({ ...input, cap: money(Number.MAX_SAFE_INTEGER, input.stake.currency) })
  if (uncapped.result !== 'win_entire' || bonusOdds <= 1) return settleBet(input)
  const boosted = multiplyByOdds(uncapped.payout, [decimalOdds(bonusOdds)], 'down')
  return { result: 'win_entire', payout: minimum(boosted, cap) }
}
