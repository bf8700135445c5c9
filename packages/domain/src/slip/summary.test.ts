import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { bonusId } from '../ids.ts'
import { EUR } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { decimalOdds } from '../odds/decimal-odds.ts'
import { betSummary, ticketSummary } from './summary.ts'
import { maxPayout, systemBreakdown } from './system-lines.ts'
import { binomial, combinations, systemTypesFor } from './system-types.ts'
import { add, comboCtx, eur, run, sel } from './test-fixtures.ts'

const hundredths = fc.integer({ min: 101, max: 1000 })

describe('summary', () => {
  it('single and multi-single: each single pays stake × odds, the slip adds them up', () => {
    const t = run([add(sel('a', 1.85)), add(sel('b', 3)), { type: 'setSharedStake', stake: eur(333) }])
    const s = ticketSummary(t)
    expect(s.bets.map((b) => b.potentialWin.amount)).toEqual([616, 999])
    expect(s.totalStake).toEqual(eur(666))
    expect(s.totalPotentialWin).toEqual(eur(1615))
    expect(ticketSummary(run([])).totalStake).toEqual(eur(0))
  })

  it('combo potential win = stake × product of odds (rounded down)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(hundredths, { minLength: 2, maxLength: 6 }),
        (stake, hs) => {
          const t = run(
            [
              ...hs.map((h, i) => add(sel(`o${i}`, h / 100))),
              { type: 'setStake', key: 'combo', stake: eur(stake) },
            ],
            comboCtx,
          )
          const exact = hs.reduce((p, h) => p * BigInt(h), BigInt(stake)) / 100n ** BigInt(hs.length)
          const expected = exact > 10_000_000n ? 10_000_000n : exact
          expect(ticketSummary(t).bets[0]?.potentialWin.amount).toBe(Number(expected))
        },
      ),
    )
  })

  it("a system bet's potential win = sum of its lines", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(hundredths, { minLength: 3, maxLength: 7 }),
        (stake, hs) => {
          const odds = hs.map((h) => decimalOdds(h / 100))
          const k = 2 + (stake % (hs.length - 2))
          const b = systemBreakdown(eur(stake), odds, k, eur(Number.MAX_SAFE_INTEGER))
          expect(b.lines).toHaveLength(binomial(hs.length, k))
          expect(b.stakePerLine.amount).toBe(Math.floor(stake / b.lines.length))
          expect(b.potentialWin.amount).toBe(b.lines.reduce((s, l) => s + l.potentialWin.amount, 0))
          expect(b.minPotentialWin.amount).toBe(Math.min(...b.lines.map((l) => l.potentialWin.amount)))
          expect(b.minPotentialWin.amount).toBeLessThanOrEqual(b.potentialWin.amount)
        },
      ),
    )
  })

  it('every line of an N-of-M system, stake per line', () => {
    const t = run(
      [
        add(sel('a', 2)),
        add(sel('b', 3)),
        add(sel('c', 4)),
        { type: 'switchBetType', to: 'system' },
        { type: 'setStake', key: 'system', stake: eur(300) },
      ],
      comboCtx,
    )
    const s = betSummary(t.bets[0]!)
    expect(s.system?.stakePerLine).toEqual(eur(100))
    expect(s.system?.lines.map((l) => l.totalOdds)).toEqual([6, 8, 12])
    expect(s.potentialWin).toEqual(eur(2600))
    // only the a+b line wins when exactly two of the three selections win
    expect(s.system?.minPotentialWin).toEqual(eur(600))
    expect(s.capped).toBe(false)
    expect(systemBreakdown(eur(100), [], 2).lines).toEqual([])
  })

  it('System payout is capped by a maximum constant (value not shown)', () => {
    const odds = [50, 60, 70].map(decimalOdds)
    const b = systemBreakdown(eur(10_000_000), odds, 2)
    expect(b.potentialWin).toEqual(maxPayout(EUR))
    expect(b.capped).toBe(true)
    expect(maxPayout(EUR)).toEqual(eur(10_000_000))
    expect(systemBreakdown(eur(1000), odds, 2, eur(5000)).potentialWin).toEqual(eur(5000))
  })

  it('a custom bet pays its quoted custom odds', () => {
    const t = run([
      add(sel('a', 2, { matchId: 'm' }), true),
      add(sel('b', 2, { matchId: 'm' }), true),
      { type: 'setStake', key: 'custom:m', stake: eur(100) },
      { type: 'setCustomOdds', key: 'custom:m', odds: decimalOdds(3.5) },
    ])
    expect(betSummary(t.bets[0]!).potentialWin).toEqual(eur(350))
  })

  it('a freebet bet reports its cash stake and return on loss; the cap applies', () => {
    const t = run([add(sel('a', 3)), { type: 'setStake', key: 'single:a', stake: eur(500) }])
    const bet = {
      ...t.bets[0]!,
      bonus: { id: bonusId('f'), type: 'freebet_no_risk' as const, amount: eur(500) },
    }
    expect(betSummary(bet)).toMatchObject({
      cashStake: eur(500),
      potentialWin: eur(1500),
      returnOnLoss: eur(500),
      capped: false,
    })
    expect(betSummary(bet, eur(1000))).toMatchObject({ potentialWin: eur(1000), capped: true })
  })

  it('a freebet stakes for the player: the slip tells the freebet apart from the cash at risk', () => {
    const t = run([
      add(sel('a', 3)),
      add(sel('b', 2)),
      { type: 'setStake', key: 'single:a', stake: eur(1000) },
      { type: 'setStake', key: 'single:b', stake: eur(250) },
    ])
    const free = { id: bonusId('f'), amount: eur(1000) }
    const withBonus = (type: 'freebet' | 'freebet_no_risk') => ({
      ...t,
      bets: [{ ...t.bets[0]!, bonus: { ...free, type } }, t.bets[1]!],
    })
    // €10 freebet + €2.50 cash: €2.50 at risk, €10.00 freebet, the freebet's win (no stake back) added
    expect(ticketSummary(withBonus('freebet'))).toMatchObject({
      totalStake: eur(250),
      totalFreebet: eur(1000),
      totalPotentialWin: eur(2000 + 500),
    })
    // a no-risk bet is real money (refunded as a freebet if lost): all of it is at risk
    expect(ticketSummary(withBonus('freebet_no_risk'))).toMatchObject({
      totalStake: eur(1250),
      totalFreebet: eur(0),
    })
    expect(ticketSummary(t).totalFreebet).toEqual(eur(0))
  })

  it('system types are N-of-M with 2 ≤ N < M, sorted by totalCount then winCount', () => {
    expect(systemTypesFor(2)).toEqual([])
    expect(systemTypesFor(4).map((t) => t.id)).toEqual(['2/4', '3/4'])
    expect(systemTypesFor(99)).toEqual([])
    expect(combinations([1, 2, 3], 2)).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ])
    expect([binomial(5, 2), binomial(3, 4), binomial(3, -1)]).toEqual([10, 0, 0])
    expect(money(1, EUR)).toEqual(eur(1))
  })
})

describe('summary at long odds', () => {
  it('a win past the largest safe amount is the payout cap, never an error (combo and system)', () => {
    const legs = Array.from({ length: 12 }, (_, i) => add(sel(`l${i}`, 500)))
    const combo = run([...legs, { type: 'setStake', key: 'combo', stake: eur(100_000_000) }], comboCtx)
    expect(betSummary(combo.bets[0]!)).toMatchObject({ potentialWin: eur(10_000_000), capped: true })
    const system = run(
      [
        ...legs,
        { type: 'switchBetType', to: 'system' },
        { type: 'setSystemType', systemTypeId: '11/12' },
        { type: 'setSharedStake', stake: eur(120_000_000) },
      ],
      comboCtx,
    )
    const bet = system.bets[0]!
    expect(bet.betType).toBe('system')
    expect(betSummary(bet)).toMatchObject({ potentialWin: eur(10_000_000), capped: true })
  })
})
