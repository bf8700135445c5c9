import type { Money } from '../money/money.ts'
import { tryDecimalOdds } from '../odds/decimal-odds.ts'
import { settleBet, type SettleInput, type Settlement } from '../settlement/settle-bet.ts'
import { freebetSettlement } from './freebet-pay.ts'
import { boostBpOf, profitBoostAmount } from './profit-boost.ts'
import { maxPayout } from '../slip/max-payout.ts'
import { add } from '../money/arithmetic.ts'
import { isFreebetType } from './types.ts'

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
  /**
   * The multiplier of a comboboost (lootbox: 1); of a profit boost, the profit multiplier 1 + p;
   * absent for freebets and points bonuses.
   */
  readonly odds?: number
}

/** A bonus bet's settlement: `payout` is the cash credited; a stake given back comes as a freebet. */
export interface BonusSettlement extends Settlement {
  readonly freebetBack?: Money
  /** A profit boost's part of `payout` (paid as its own ledger line); absent when none. */
  readonly boost?: Money
  /** A profit-boost token given back: the bet was voided or refunded entirely. */
  readonly tokenBack?: true
}

/**
 * Settles a profit-boosted bet: the plain settlement (voids at odds 1, dead heats reduced) plus
 * (return − stake) × p rounded down, capped with the return by the payout cap. A whole refund
 * gives the token back; a loss uses it up.
 */
export function profitBoostSettlement(input: SettleInput, multiplier: number): BonusSettlement {
  const settled = settleBet(input)
  if (settled.result === 'canceled' || settled.result === 'refund_entire') {
    return { ...settled, tokenBack: true }
  }
  const cap = maxPayout(input.stake.currency, input.cap)
  const boost = profitBoostAmount(input.stake, settled.payout, boostBpOf(multiplier), cap)
  if (boost.amount === 0) return settled
  return { result: settled.result, payout: add(settled.payout, boost), boost }
}

/**
 * Settles a bet with or without a bonus: a multiplier boosts a winning bet (`boostedSettlement`), a
 * freebet pays by its kind (`freebetSettlement`), anything else settles plainly. The slip's potential
 * win is this function's answer for every selection winning (`betSummary`), so a win pays what was quoted.
 */
export function settleBonusBet(input: SettleInput, bonus?: SettledBonus): BonusSettlement {
  if (!bonus) return settleBet(input)
  if (bonus.type === 'profit_boost') return profitBoostSettlement(input, bonus.odds ?? 1)
  if (!isFreebetType(bonus.type)) return boostedSettlement(input, bonus.odds ?? 1)
  const settled = settleBet(input)
  const { cash, freebet } = freebetSettlement(bonus.type, input.stake, settled)
  return { result: settled.result, payout: cash, ...(freebet.amount > 0 ? { freebetBack: freebet } : {}) }
}
