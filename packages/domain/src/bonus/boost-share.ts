import { fromBigInt, type Money } from '../money/money.ts'
import { divideRounded } from '../money/rounding.ts'
import { ODDS_SCALE } from '../odds/decimal-odds.ts'

/**
 * The part of a comboboost bet's (potential) win the boost adds: the win less the win without the
 * boost. The boosted payout is ⌊plain × odds⌋ (`boostedSettlement`), so ⌈win ÷ odds⌉ is exactly the
 * plain payout (a capped payout shows less). 0 without a boost.
 */
export function comboboostShare<C extends string>(win: Money<C>, bonusOdds: number): Money<C> {
  const scaled = BigInt(Math.round(bonusOdds * ODDS_SCALE))
  if (win.amount <= 0 || scaled <= BigInt(ODDS_SCALE)) return fromBigInt(0n, win.currency)
  const base = divideRounded(BigInt(win.amount) * BigInt(ODDS_SCALE), scaled, 'up')
  return fromBigInt(BigInt(win.amount) - base, win.currency)
}
