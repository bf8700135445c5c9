import { subtract } from '../money/arithmetic.ts'
import { zero, type Money } from '../money/money.ts'
import { tryDecimalOdds } from '../odds/decimal-odds.ts'
import { settleBet, type SettleInput, type Settlement } from '../settlement/settle-bet.ts'
import { isFreebetType, type FreebetType } from './types.ts'

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
 * Settles a comboboost bet: when it wins (`win_entire`, void and refunded legs counting as odds 1)
 * stake × odds × the range's bonus odds, rounded down once (what the slip quoted) and capped by the
 * maximum payout. A half-settled leg cancels the boost.
 */
export function boostedSettlement(input: SettleInput, bonusOdds: number): Settlement {
  const boost = tryDecimalOdds(bonusOdds)
  return settleBet(boost ? { ...input, boost } : input)
}

/** The bonus a bet was placed with, as settlement needs it: its kind and multiplier. */
export interface SettledBonus {
  readonly type: string
  /** The multiplier of a comboboost (lootbox: 1); absent for freebets and points bonuses. */
  readonly odds?: number
}

/** A bonus bet's settlement: `payout` is the cash credited; a stake given back comes as a freebet. */
export interface BonusSettlement extends Settlement {
  readonly freebetBack?: Money
}

/**
 * Settles a bet with or without a bonus: a multiplier boosts a winning bet (`boostedSettlement`), a
 * freebet pays by its kind (`freebetSettlement`), anything else settles plainly. The slip's potential
 * win is this function's answer for every selection winning (`betSummary`), so a win pays what was quoted.
 */
export function settleBonusBet(input: SettleInput, bonus?: SettledBonus): BonusSettlement {
  if (!bonus) return settleBet(input)
  if (!isFreebetType(bonus.type)) return boostedSettlement(input, bonus.odds ?? 1)
  const settled = settleBet(input)
  const { cash, freebet } = freebetSettlement(bonus.type, input.stake, settled)
  return { result: settled.result, payout: cash, ...(freebet.amount > 0 ? { freebetBack: freebet } : {}) }
}
