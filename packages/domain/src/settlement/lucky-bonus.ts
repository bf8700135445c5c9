// Lucky bonuses on named multiples (reference betting-features.md §6 rule 4, ADR 034): an operator's
// optional extra, paid as its own component beside the lines' return (its own ledger leg), never
// mixed into it. Off unless configured (NO_LUCKY_BONUS).
import { fromBigInt, zero, type Money } from '../money/money.ts'
import { divideRounded } from '../money/rounding.ts'
import { ODDS_SCALE, scaledOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import type { NamedMultipleId } from '../slip/named-multiples.ts'
import { namedMultipleOf } from '../slip/named-multiples.ts'
import type { SelectionOutcome } from './selection-result.ts'

/** One named bet's bonuses: the single on a lone winner at `oddsMultiplier` × its fractional odds, and a % when all win. */
export interface LuckyBonusTerms {
  /** 2 = "double the odds" (d' = 2d − 1): a whole number ≥ 2; only bets with singles have a lone-winner single. */
  readonly oneWinnerOddsMultiplier?: number
  /** Percent added when every selection wins (10 for +10 %). */
  readonly allWinnersPercent?: number
}

export interface LuckyBonusConfig {
  /** What the all-winners % is of: the winnings (return − stake, William Hill) or the whole return. */
  readonly base: 'winnings' | 'returns'
  readonly bets: Partial<Record<NamedMultipleId, LuckyBonusTerms>>
}

/** No bonus on any bet: the default (an operator's configuration turns them on). */
export const NO_LUCKY_BONUS: LuckyBonusConfig = { base: 'winnings', bets: {} }

export interface LuckyBonusInput {
  readonly systemId: string
  /** The bet's total stake (unit × lines). */
  readonly stake: Money
  readonly lines: number
  readonly odds: readonly DecimalOdds[]
  readonly outcomes: readonly SelectionOutcome[]
  /** What the lines returned (settleBet's payout). */
  readonly payout: Money
}

/**
 * The bonus on a settled named multiple, rounded down; zero when none is configured, when any
 * selection did not simply win or lose (a non-runner or void cancels the bonuses), or when the
 * winners earn none.
 */
export function luckyBonus(input: LuckyBonusInput, config: LuckyBonusConfig = NO_LUCKY_BONUS): Money {
  const { stake, odds, outcomes, payout, lines } = input
  const none = zero(stake.currency)
  const named = namedMultipleOf({ id: input.systemId })
  const terms = named && config.bets[named.id]
  if (!named || !terms || lines <= 0 || outcomes.some((o) => o !== 'win' && o !== 'lose')) return none
  const winners = outcomes.flatMap((o, i) => (o === 'win' ? [i] : []))
  const unit = BigInt(stake.amount) / BigInt(lines)
  const multiplier = terms.oneWinnerOddsMultiplier
  const lone = winners.length === 1 ? odds[winners[0] ?? -1] : undefined
  if (lone !== undefined && named.singles && multiplier !== undefined && multiplier >= 2) {
    // The single paid at d' = 1 + m(d − 1) instead of d: the extra is unit × (m − 1)(d − 1).
    const extra = unit * BigInt(multiplier - 1) * (scaledOdds(lone) - BigInt(ODDS_SCALE))
    return fromBigInt(divideRounded(extra, BigInt(ODDS_SCALE), 'down'), stake.currency)
  }
  const percent = terms.allWinnersPercent
  if (winners.length === odds.length && percent !== undefined && percent > 0) {
    const base = BigInt(payout.amount) - (config.base === 'winnings' ? BigInt(stake.amount) : 0n)
    if (base <= 0n) return none
    return fromBigInt(
      divideRounded(base * BigInt(Math.round(percent * 100)), 10_000n, 'down'),
      stake.currency,
    )
  }
  return none
}
