import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EARLY_PAYOUT_DEFAULTS as D,
  earlyPayoutOffer,
  isEarlyPayoutOutcome,
  triggersEarlyPayout,
  type EarlyPayoutLeg,
  type Score,
} from './early-payout.ts'
import type { SelectionOutcome } from './selection-result.ts'

const leg = (over: Partial<EarlyPayoutLeg> = {}): EarlyPayoutLeg => ({
  sportKey: 'soccer',
  marketId: 1,
  specifier: '',
  outcomeId: '1',
  prematch: true,
  ...over,
})

describe('earlyPayoutOffer', () => {
  it('offers the home and away sides of the main result market, with the sport lead', () => {
    expect(earlyPayoutOffer(D, leg())).toEqual({ side: 'home', lead: 2 })
    expect(earlyPayoutOffer(D, leg({ outcomeId: '3' }))).toEqual({ side: 'away', lead: 2 })
    expect(earlyPayoutOffer(D, leg({ sportKey: 'ice-hockey' }))).toEqual({ side: 'home', lead: 3 })
    expect(earlyPayoutOffer(D, leg({ sportKey: 'basketball', marketId: 219, outcomeId: '5' }))).toEqual({
      side: 'away',
      lead: 20,
    })
  })

  it('never offers the draw, another market, a line, an in-play bet, a boosted price or another sport', () => {
    expect(earlyPayoutOffer(D, leg({ outcomeId: '2' }))).toBeNull()
    expect(earlyPayoutOffer(D, leg({ marketId: 18 }))).toBeNull()
    expect(earlyPayoutOffer(D, leg({ specifier: 'total=2.5' }))).toBeNull()
    expect(earlyPayoutOffer(D, leg({ prematch: false }))).toBeNull()
    expect(earlyPayoutOffer(D, leg({ boosted: true }))).toBeNull()
    expect(earlyPayoutOffer(D, leg({ sportKey: 'tennis', marketId: 186, outcomeId: '4' }))).toBeNull()
  })

  it('flags the wire outcomes on offer', () => {
    expect(isEarlyPayoutOutcome(D, 'soccer', 1, '', '3')).toBe(true)
    expect(isEarlyPayoutOutcome(D, 'soccer', 1, '', '2')).toBe(false)
  })
})

describe('triggersEarlyPayout', () => {
  const open = (over: Partial<EarlyPayoutLeg> = {}) => ({ ...leg(over), result: null })

  it('triggers at a lead of the threshold by any score, for the backed side only', () => {
    expect(triggersEarlyPayout(D, open(), { home: 2, away: 0 })).toBe(true)
    expect(triggersEarlyPayout(D, open(), { home: 4, away: 2 })).toBe(true)
    expect(triggersEarlyPayout(D, open(), { home: 2, away: 1 })).toBe(false)
    expect(triggersEarlyPayout(D, open({ outcomeId: '3' }), { home: 2, away: 0 })).toBe(false)
    expect(triggersEarlyPayout(D, open({ outcomeId: '3' }), { home: 1, away: 3 })).toBe(true)
  })

  it('never triggers a leg that already has a result', () => {
    expect(triggersEarlyPayout(D, { ...leg(), result: 'win' }, { home: 3, away: 0 })).toBe(false)
    expect(triggersEarlyPayout(D, { ...leg(), result: 'lose' }, { home: 3, away: 0 })).toBe(false)
  })
})

describe('early payout over a match (property)', () => {
  const scoreArb = fc.record({ home: fc.integer({ min: 0, max: 8 }), away: fc.integer({ min: 0, max: 8 }) })
  // Any path of scores: goals, and goals taken back (VAR) when a score goes down.
  const pathArb = fc.array(scoreArb, { maxLength: 30 })
  const sideArb = fc.constantFrom('1', '3')

  /** Plays a leg through a match: score changes, then the final result; counts the early payments. */
  function play(outcomeId: string, path: readonly Score[], final: SelectionOutcome) {
    let result: SelectionOutcome | null = null
    let paid = 0
    let wonAt = -1
    path.forEach((score, i) => {
      if (triggersEarlyPayout(D, { ...leg({ outcomeId }), result }, score)) {
        result = 'win'
        paid++
        wonAt = i
      }
    })
    // The final settlement writes a result only where none is written yet.
    const settled: SelectionOutcome = result ?? final
    return { paid, wonAt, settled }
  }

  it('pays a leg at most once, and a trigger is final whatever follows', () => {
    fc.assert(
      fc.property(sideArb, pathArb, fc.constantFrom<SelectionOutcome>('win', 'lose'), (side, path, final) => {
        const { paid, wonAt, settled } = play(side, path, final)
        expect(paid).toBeLessThanOrEqual(1)
        const diff = (s: Score) => (side === '1' ? s.home - s.away : s.away - s.home)
        const reached = path.findIndex((s) => diff(s) >= 2)
        // Paid exactly when (and the first time) the lead was reached, and then won at the end.
        expect(wonAt).toBe(reached)
        if (reached >= 0) expect(settled).toBe('win')
        else expect(settled).toBe(final)
      }),
    )
  })
})
