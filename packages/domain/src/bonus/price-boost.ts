// Price boosts (issue #30.5, docs/decisions/033-price-and-profit-boosts.md): the operator publishes
// a better price on a selection, open to each customer up to a most stake at that price.
import { subtract } from '../money/arithmetic.ts'
import { zero, type Money } from '../money/money.ts'

/**
 * Whether a boosted price is a boost over the normal price now: a normal price that moved up to or
 * past the boosted one is offered as it is (the bettor never gets less than the market).
 */
export const priceBoostApplies = (normal: number, boosted: number): boolean => boosted > normal

/**
 * What the customer may still stake at a boosted price: its most stake per customer less what they
 * already staked at it (never below 0).
 */
export function priceBoostStakeLeft<C extends string>(maxStake: Money<C>, staked: Money<C>): Money<C> {
  return staked.amount >= maxStake.amount ? zero(maxStake.currency) : subtract(maxStake, staked)
}

/**
 * Whether a stake may be placed at the boosted price. A stake above what is left is refused whole,
 * never split into a boosted part and a part at the normal price (ADR 033): the bettor sees the
 * limit and chooses.
 */
export const priceBoostAllows = <C extends string>(
  stake: Money<C>,
  maxStake: Money<C>,
  staked: Money<C>,
): boolean => stake.amount <= priceBoostStakeLeft(maxStake, staked).amount
