import { describe, expect, it } from 'vitest'
import { GBP } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { decimalOdds } from '../odds/decimal-odds.ts'
import type { SelectionOutcome } from './selection-result.ts'
import { settleBet } from './settle-bet.ts'
import { luckyBonus, NO_LUCKY_BONUS, type LuckyBonusConfig } from './lucky-bonus.ts'

const gbp = (pence: number) => money(pence, GBP)
const odds = [3, 2, 5, 4].map(decimalOdds)
const config: LuckyBonusConfig = {
  base: 'winnings',
  bets: { lucky15: { oneWinnerOddsMultiplier: 2, allWinnersPercent: 10 } },
}

/** A £1 Lucky 15 (£15) settled with these outcomes, and its bonus under `cfg`. */
function lucky15(outcomes: SelectionOutcome[], cfg?: LuckyBonusConfig) {
  const stake = gbp(1500)
  const { payout } = settleBet({ stake, odds, outcomes, systemSizes: [1, 2, 3, 4] })
  return { payout, bonus: luckyBonus({ systemId: 'lucky15', stake, lines: 15, odds, outcomes, payout }, cfg) }
}

describe('Lucky bonuses (ADR 034): a separate component, off by default', () => {
  it('pays nothing unless the operator configures it', () => {
    expect(lucky15(['win', 'lose', 'lose', 'lose']).bonus).toEqual(gbp(0))
    expect(lucky15(['win', 'win', 'win', 'win'], NO_LUCKY_BONUS).bonus).toEqual(gbp(0))
  })

  it('one winner: its single at double the fractional odds (3.0 → 5.0), the extra £2 beside the £3 return', () => {
    expect(lucky15(['win', 'lose', 'lose', 'lose'], config)).toEqual({ payout: gbp(300), bonus: gbp(200) })
  })

  it('all winners: +10 % of the winnings (return − stake), rounded down', () => {
    const { payout, bonus } = lucky15(['win', 'win', 'win', 'win'], config)
    // 345 (Yankee lines) + 14 (singles) = £359 return, winnings £344
    expect(payout).toEqual(gbp(35_900))
    expect(bonus).toEqual(gbp(3440))
    expect(lucky15(['win', 'win', 'win', 'win'], { ...config, base: 'returns' }).bonus).toEqual(gbp(3590))
  })

  it('any non-runner cancels the bonuses; two or three winners earn none; a Yankee has no lone-winner single', () => {
    expect(lucky15(['win', 'void', 'lose', 'lose'], config).bonus).toEqual(gbp(0))
    expect(lucky15(['win', 'win', 'win', 'void'], config).bonus).toEqual(gbp(0))
    expect(lucky15(['win', 'win', 'lose', 'lose'], config).bonus).toEqual(gbp(0))
    const yankee = { base: 'winnings', bets: { yankee: { oneWinnerOddsMultiplier: 2 } } } as const
    const stake = gbp(1100)
    const outcomes: SelectionOutcome[] = ['win', 'lose', 'lose', 'lose']
    expect(
      luckyBonus({ systemId: 'yankee', stake, lines: 11, odds, outcomes, payout: gbp(0) }, yankee),
    ).toEqual(gbp(0))
  })
})
