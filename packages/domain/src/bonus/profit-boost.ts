// Profit boosts (issue #30.5, docs/decisions/033-price-and-profit-boosts.md): a token the bettor
// attaches in the slip that raises the profit part of the return by p. With p in basis points
// (2 500 = 25 %), everything here is exact integer maths and a payout part rounds down.
import type { BonusId } from '../ids.ts'
import { add, subtract } from '../money/arithmetic.ts'
import { fromBigInt, zero, type Money } from '../money/money.ts'
import { divideRounded } from '../money/rounding.ts'
import { ODDS_SCALE, scaleOdds, type DecimalOdds } from '../odds/decimal-odds.ts'

/** Basis points in 1 (100 %): a boost of `bp` basis points is the fraction bp / BOOST_BP_SCALE. */
export const BOOST_BP_SCALE = 10_000

/** A profit-boost token the player holds: the boost, the least total odds and the most stake. */
export interface ProfitBoost {
  readonly id: BonusId
  readonly type: 'profit_boost'
  /** p in basis points (2 500 = 25 %). */
  readonly boostBp: number
  readonly maxStake: Money
  readonly minOdds?: number
}

/**
 * The token's multiplier on the profit as a bet's bonus carries it (`BetBonus.odds` of a
 * `profit_boost`): 1 + p, exact in ODDS_SCALE since a basis point is one 1/ODDS_SCALE.
 */
export const profitMultiplier = (boostBp: number): number => 1 + boostBp / BOOST_BP_SCALE

/** The boost in basis points back from the multiplier a bet's bonus carries (1.25 → 2 500). */
export const boostBpOf = (multiplier: number): number => scaleOdds(multiplier) - ODDS_SCALE

/**
 * The boosted decimal price d' = 1 + (d − 1)(1 + p): only the profit grows (3.0 at 25 % → 3.5, not
 * 3.75). Computed on odds scaled by ODDS_SCALE and rounded down to a 1/ODDS_SCALE, so it never
 * shows more than it pays.
 */
export function profitBoostedOdds(odds: DecimalOdds, boostBp: number): DecimalOdds {
  const profit = BigInt(scaleOdds(odds) - ODDS_SCALE) * BigInt(BOOST_BP_SCALE + boostBp)
  const scaled = ODDS_SCALE + Number(divideRounded(profit, BigInt(BOOST_BP_SCALE), 'down'))
  return (scaled / ODDS_SCALE) as DecimalOdds
}

/**
 * The boost part of a return: (return − stake) × p rounded down, nothing when the return is not
 * above the stake (a loss, a void, a refund). `payout` is the plain return after voids and dead
 * heats (a combo's odds are what is left after them), so the boost is on the reduced return.
 * `cap` keeps return + boost within the payout cap.
 */
export function profitBoostAmount<C extends string>(
  stake: Money<C>,
  payout: Money<C>,
  boostBp: number,
  cap?: Money<C>,
): Money<C> {
  const none = zero(stake.currency)
  if (payout.amount <= stake.amount || boostBp <= 0) return none
  const profit = BigInt(subtract(payout, stake).amount) * BigInt(boostBp)
  const boost = fromBigInt(divideRounded(profit, BigInt(BOOST_BP_SCALE), 'down'), stake.currency)
  if (cap === undefined || add(payout, boost).amount <= cap.amount) return boost
  return payout.amount >= cap.amount ? none : subtract(cap, payout)
}

/** The facts of a bet a profit-boost token's conditions look at. */
export interface ProfitBoostCandidate {
  readonly totalOdds: number
  readonly currencyCode: string
  /** A system bet is never boosted: one token per bet, on a single or a combo. */
  readonly isSystem: boolean
}

/**
 * Whether a token may back the bet: a single or a combo, in the token's currency, total odds at
 * least its minimum. Its most stake is the bet's bonus's `maxStake` (`aboveBonusMaxStake`): the
 * slip says so while the stake is typed, and placement refuses it.
 */
export const profitBoostApplies = (t: ProfitBoost, bet: ProfitBoostCandidate): boolean =>
  !bet.isSystem && t.maxStake.currency.code === bet.currencyCode && bet.totalOdds >= (t.minOdds ?? 0)

/** Whether the stake is above the most its bonus allows (a profit-boost token's `maxStake`). */
export const aboveBonusMaxStake = (bet: {
  readonly stake: Money
  readonly bonus?: { readonly maxStake?: Money }
}): boolean => bet.bonus?.maxStake !== undefined && bet.stake.amount > bet.bonus.maxStake.amount
