// Issue #27: a winning bonus bet pays exactly the potential win the slip quoted and the placed bet
// stored, for every bonus kind, stake, price, bonus multiplier (stored as odds × ODDS_SCALE, as the
// reference backend keeps it) and payout cap.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bonusId } from '../ids.ts'
import { ODDS_SCALE } from '../odds/decimal-odds.ts'
import { betSummary } from '../slip/summary.ts'
import { add, comboCtx, eur, run, sel } from '../slip/test-fixtures.ts'
import { settleBonusBet } from './settle.ts'
import type { BonusType } from '../slip/types.ts'

const KINDS: BonusType[] = [
  'comboboost',
  'lootbox',
  'hunting',
  'freebet',
  'freebet_only_win',
  'freebet_all_win',
  'freebet_no_risk',
  'profit_boost',
]

describe('a winning bonus bet pays what was quoted', () => {
  it('paid = quoted for every kind, stake, odds, multiplier and cap', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(fc.integer({ min: 101, max: 2500 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 10_001, max: 30_000 }),
        fc.option(fc.integer({ min: 100, max: 50_000_000 }), { nil: undefined }),
        (type, stake, hundredths, boostScaled, capCents) => {
          const steps = [
            ...hundredths.map((h, i) => add(sel(`o${i}`, h / 100))),
            {
              type: 'setStake' as const,
              key: hundredths.length > 1 ? 'combo' : 'single:o0',
              stake: eur(stake),
            },
          ]
          const plain = run(steps, comboCtx).bets[0]!
          const multiplier =
            type === 'comboboost' || type === 'profit_boost' ? { odds: boostScaled / ODDS_SCALE } : {}
          const amount = type.startsWith('freebet') ? { amount: eur(stake) } : {}
          const bet = { ...plain, bonus: { id: bonusId('b1'), type, ...multiplier, ...amount } }
          const cap = capCents === undefined ? undefined : eur(capCents)
          const quoted = betSummary(bet, cap).potentialWin

          // What settlement gets: the stored odds and the multiplier read back from its scaled integer.
          const odds = bet.selections.map((s) => s.odds)
          const stored =
            type === 'comboboost' || type === 'profit_boost'
              ? { odds: Math.round(boostScaled) / ODDS_SCALE }
              : {}
          const paid = settleBonusBet(
            { stake: bet.stake, odds, outcomes: odds.map(() => 'win' as const), ...(cap ? { cap } : {}) },
            { type, ...stored },
          )
          expect(paid.payout).toEqual(quoted)
        },
      ),
      { numRuns: 500 },
    )
  })
})
