import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EUR, GBP } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { decimalOdds } from '../odds/decimal-odds.ts'
import type { SelectionOutcome } from '../settlement/selection-result.ts'
import { settleBet } from '../settlement/settle-bet.ts'
import { maxPayout } from './max-payout.ts'
import { NAMED_MULTIPLES, comboName, namedSystemType, namedTypesFor, systemSizes } from './named-multiples.ts'
import { payoutMatrix, winningLines } from './payout-matrix.ts'
import { systemBreakdown } from './system-lines.ts'
import { lineCount } from './system-stake.ts'
import { nextSystemType, parseSystemId, systemTypeMatches } from './system-types.ts'
import { add, comboCtx, eur, run, sel } from './test-fixtures.ts'
import { ticketSummary } from './summary.ts'

const TYPES = NAMED_MULTIPLES.map(namedSystemType)
const named = (id: string) => TYPES.find((t) => t.id === id)!
const gbp = (pence: number) => money(pence, GBP)
const o = decimalOdds

describe('the named multiples catalogue (issue #30.6, ADR 034)', () => {
  it('has the line counts of the reference table', () => {
    expect(Object.fromEntries(TYPES.map((t) => [t.id, [t.totalCount, lineCount(t)]]))).toEqual({
      trixie: [3, 4],
      patent: [3, 7],
      yankee: [4, 11],
      lucky15: [4, 15],
      canadian: [5, 26],
      lucky31: [5, 31],
      heinz: [6, 57],
      lucky63: [6, 63],
      super_heinz: [7, 120],
      goliath: [8, 247],
    })
  })

  it('lines that win with k winners are 2^k − k − 1 without singles and 2^k − 1 with them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMED_MULTIPLES), fc.nat(8), (m, k0) => {
        const k = k0 % (m.selections + 1)
        const expected = m.singles ? 2 ** k - 1 : 2 ** k - k - 1
        expect(winningLines(namedSystemType(m), k)).toBe(expected)
      }),
    )
    // and every bet's full cover is all its lines
    for (const t of TYPES) expect(winningLines(t, t.totalCount)).toBe(lineCount(t))
  })

  it('parses a named id from the wire, fits only its own count, and names combos', () => {
    expect(parseSystemId('yankee')).toEqual({ id: 'yankee', totalCount: 4, winCount: 2, sizes: [2, 3, 4] })
    expect(parseSystemId('lucky15')?.sizes).toEqual([1, 2, 3, 4])
    expect(parseSystemId('2/3')).toEqual({ id: '2/3', totalCount: 3, winCount: 2 })
    expect(parseSystemId('yankees')).toBeUndefined()
    expect(systemTypeMatches(named('yankee'), 4)).toBe(true)
    expect(systemTypeMatches(named('yankee'), 5)).toBe(false)
    expect(namedTypesFor(2)).toEqual([])
    expect(namedTypesFor(9)).toEqual([])
    expect(namedTypesFor(4).map((t) => t.id)).toEqual(['yankee', 'lucky15'])
    expect([2, 3, 4].map(comboName)).toEqual(['double', 'treble', 'accumulator'])
  })

  it('a named bet follows the picks: a Yankee with a fifth pick is a Canadian, a Lucky 15 a Lucky 31', () => {
    expect(nextSystemType(named('yankee'), 5)?.id).toBe('canadian')
    expect(nextSystemType(named('lucky15'), 5)?.id).toBe('lucky31')
    expect(nextSystemType(named('lucky15'), 3)?.id).toBe('patent')
    expect(nextSystemType(named('yankee'), 4)?.id).toBe('yankee')
    expect(nextSystemType(named('lucky63'), 7)?.id).toBe('super_heinz')
    expect(nextSystemType(named('goliath'), 9)?.id).toBe('2/9')
  })

  it('the slip stakes a Yankee per line: unit × 11 lines is the total', () => {
    const picks = ['a', 'b', 'c', 'd'].map((id) => add(sel(id, 2)))
    const t = run(
      [
        ...picks,
        { type: 'switchBetType', to: 'system' },
        { type: 'setSystemType', systemTypeId: 'yankee' },
        { type: 'setStakePerLine', key: 'system', stake: eur(100) },
      ],
      comboCtx,
    )
    expect(t.bets[0]?.systemType?.id).toBe('yankee')
    expect(ticketSummary(t).totalStake).toEqual(eur(1100))
    // all four at 2.00: 6 doubles × 4 + 4 trebles × 8 + 16 = 72 units
    expect(ticketSummary(t).totalPotentialWin).toEqual(eur(7200))
  })
})

describe('named multiples pay as the closed forms say', () => {
  it('the Yankee test vector: £1 Yankee, winners at 3.0, 5.0, 8.0 and a non-runner return £414', () => {
    const paid = settleBet({
      stake: gbp(1100),
      odds: [o(3), o(5), o(8), o(2.5)],
      outcomes: ['win', 'win', 'win', 'void'],
      systemSizes: [2, 3, 4],
    })
    expect(paid.payout).toEqual(gbp(41_400))
    // one winner and a non-runner: a single on the winner (the double with the void leg)
    const lone = settleBet({
      stake: gbp(1100),
      odds: [o(3), o(5), o(8), o(2.5)],
      outcomes: ['win', 'lose', 'lose', 'void'],
      systemSizes: [2, 3, 4],
    })
    expect(lone.payout).toEqual(gbp(300))
  })

  it('for any named bet, prices and outcomes: ∏(1 + d) − 1 (− Σ d without singles), rounded down once, capped', () => {
    const outcome = fc.constantFrom<SelectionOutcome>('win', 'lose', 'void')
    fc.assert(
      fc.property(
        fc.constantFrom(...TYPES),
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.tuple(fc.integer({ min: 101, max: 1500 }), outcome), { minLength: 8, maxLength: 8 }),
        (type, unit, legs0) => {
          const legs = legs0.slice(0, type.totalCount)
          const stake = eur(unit * lineCount(type))
          const paid = settleBet({
            stake,
            odds: legs.map(([h]) => o(h / 100)),
            outcomes: legs.map(([, r]) => r),
            systemSizes: systemSizes(type),
          })
          // W: winners and voids (at 1.00), prices in hundredths
          const w = legs.flatMap(([h, r]) => (r === 'win' ? [BigInt(h)] : r === 'void' ? [100n] : []))
          const m = BigInt(w.length)
          const product = w.reduce((p, d) => p * (100n + d), 1n)
          const singles = w.reduce((s, d) => s + d, 0n) * 100n ** (m > 0n ? m - 1n : 0n)
          const sum = product - 100n ** m - (type.winCount === 1 ? 0n : singles)
          const exact = (BigInt(unit) * sum) / 100n ** m
          const cap = BigInt(maxPayout(EUR).amount)
          expect(BigInt(paid.payout.amount)).toBe(exact < cap ? exact : cap)
        },
      ),
      { numRuns: 400 },
    )
  })

  it('the slip quotes the all-win return settlement pays (rounded once at bet level)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TYPES),
        fc.integer({ min: 1, max: 999 }),
        fc.array(fc.integer({ min: 101, max: 400 }), { minLength: 8, maxLength: 8 }),
        (type, unit, hs) => {
          const odds = hs.slice(0, type.totalCount).map((h) => o(h / 1000 + h / 100))
          const stake = eur(unit * lineCount(type))
          const quote = systemBreakdown(stake, odds, type).potentialWin
          const paid = settleBet({
            stake,
            odds,
            outcomes: odds.map(() => 'win'),
            systemSizes: systemSizes(type),
          })
          expect(quote).toEqual(paid.payout)
        },
      ),
    )
  })
})

describe('the payout matrix', () => {
  it('a £1 Yankee at 2.0, 3.0, 4.0, 5.0: lines and return ranges for 0…4 winners', () => {
    const rows = payoutMatrix(gbp(1100), [o(3), o(2), o(5), o(4)], named('yankee'))
    expect(rows.map((r) => r.winningLines)).toEqual([0, 0, 1, 4, 11])
    expect(rows.map((r) => [r.minReturn.amount, r.maxReturn.amount])).toEqual([
      [0, 0],
      [0, 0],
      [600, 2000],
      // 2·3 + 2·4 + 3·4 + 2·3·4 = 50 ; 4·5 + 3·5 + 3·4 + 3·4·5 = 107
      [5000, 10_700],
      // 3·2·5·4 + (3·2·5 + 3·2·4 + 3·5·4 + 2·5·4) + (6 + 15 + 12 + 10 + 8 + 20)
      [120 * 100 + 154 * 100 + 71 * 100, 120 * 100 + 154 * 100 + 71 * 100],
    ])
    expect(rows.every((r) => !r.capped)).toBe(true)
  })

  it('ranges are ordered, grow with winners, and the last row is the quote; a huge bet is capped', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TYPES),
        fc.array(fc.integer({ min: 101, max: 2000 }), { minLength: 8, maxLength: 8 }),
        (type, hs) => {
          const odds = hs.slice(0, type.totalCount).map((h) => o(h / 100))
          const stake = eur(100 * lineCount(type))
          const rows = payoutMatrix(stake, odds, type)
          rows.forEach((r, k) => {
            expect(r.minReturn.amount).toBeLessThanOrEqual(r.maxReturn.amount)
            if (k > 0) expect(r.minReturn.amount).toBeGreaterThanOrEqual(rows[k - 1]!.minReturn.amount)
          })
          expect(rows.at(-1)?.maxReturn).toEqual(systemBreakdown(stake, odds, type).potentialWin)
        },
      ),
      { numRuns: 100 },
    )
    const huge = payoutMatrix(eur(247 * 100_000), Array(8).fill(o(50)), named('goliath'))
    expect(huge.at(-1)).toMatchObject({ capped: true, maxReturn: maxPayout(EUR) })
  })
})
