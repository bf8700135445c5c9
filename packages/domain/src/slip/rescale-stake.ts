import { scaledOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { fromBigInt, type Money } from '../money/money.ts'
import { divideRounded } from '../money/rounding.ts'

/**
 * stake × oldOdds / newOdds: keeps a typed potential win when odds move. Rounded down so the
 * win stays at or under what the player typed.
 */
export function rescaleStake<C extends string>(
  stake: Money<C>,
  oldOdds: DecimalOdds,
  newOdds: DecimalOdds,
): Money<C> {
  return fromBigInt(
    divideRounded(BigInt(stake.amount) * scaledOdds(oldOdds), scaledOdds(newOdds), 'down'),
    stake.currency,
  )
}
