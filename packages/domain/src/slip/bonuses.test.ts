import { describe, expect, it } from 'vitest'
import { activeComboboost } from '../bonus/comboboost.ts'
import type { Comboboost, Freebet, OfferedBonus } from '../bonus/types.ts'
import { LOOTBOX_BONUS_ODDS } from '../constants.ts'
import { bonusId } from '../ids.ts'
import { USD } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { betSummary } from './summary.ts'
import { add, comboCtx, ctx, eur, run, sel } from './test-fixtures.ts'

const boost: Comboboost = {
  id: bonusId('cb'),
  type: 'comboboost',
  minOdds: 1.5,
  ranges: [
    { minCount: 2, maxCount: 3, bonusOdds: 1.05 },
    { minCount: 4, maxCount: 10, bonusOdds: 1.1 },
  ],
}
const freebet = (type: Freebet['type'], over: Partial<Freebet> = {}): Freebet => ({
  id: bonusId(`fb-${type}`),
  type,
  amount: eur(500),
  ...over,
})
const hunting: OfferedBonus = { id: bonusId('h'), type: 'hunting' }
const tournament: OfferedBonus = { id: bonusId('t'), type: 'tournament' }
const lootbox: OfferedBonus = { id: bonusId('l'), type: 'lootbox' }
const combo = run([add(sel('a', 2)), add(sel('b', 1.6)), add(sel('c', 1.2))], comboCtx)

describe('bonuses (spec §4, §5)', () => {
  it('Comboboost odds come from the selected range (selections at or above min odds count)', () => {
    expect(activeComboboost(boost, [2, 1.6, 1.2])).toMatchObject({ activeRangeIndex: 0, suitableCount: 2 })
    expect(activeComboboost(boost, [2, 2, 2, 2])?.range.bonusOdds).toBe(1.1)
    expect(activeComboboost(boost, [2, 1.1])).toBeUndefined()
    const t = run([{ type: 'bonusesChanged', offers: [boost] }], comboCtx, combo)
    expect(t.bets[0]?.bonus).toEqual({ id: 'cb', type: 'comboboost', odds: 1.05 })
    const s = betSummary({ ...t.bets[0]!, stake: eur(1000) })
    expect(s.totalOdds).toBeCloseTo(3.84)
    expect(s.bonusOdds).toBe(1.05)
    expect(s.potentialWin).toEqual(eur(4032)) // 10 × 3.84 × 1.05 = 40.32
  })

  it('comboboost applies to combos only', () => {
    const singles = run([add(sel('a', 2)), add(sel('b', 2)), { type: 'bonusesChanged', offers: [boost] }])
    expect(singles.bets.every((b) => b.bonus === undefined)).toBe(true)
  })

  it('lootbox bonus uses a fixed default odds constant', () => {
    const t = run(
      [
        { type: 'bonusesChanged', offers: [lootbox] },
        { type: 'selectBonus', key: 'combo', bonusId: bonusId('l') },
      ],
      comboCtx,
      combo,
    )
    expect(t.bets[0]?.bonus).toEqual({ id: 'l', type: 'lootbox', odds: LOOTBOX_BONUS_ODDS })
  })

  it('Bonus list changes re-select the bonus: default order hunting, tournament, comboboost', () => {
    const pick = (offers: OfferedBonus[]) =>
      run([{ type: 'bonusesChanged', offers }], comboCtx, combo).bets[0]?.bonus?.type
    expect(pick([boost, tournament, hunting])).toBe('hunting')
    expect(pick([boost, tournament])).toBe('tournament')
    expect(pick([boost, lootbox])).toBe('comboboost')
    expect(pick([lootbox])).toBeUndefined()
    const chosen = run(
      [
        { type: 'bonusesChanged', offers: [hunting, tournament] },
        { type: 'selectBonus', key: 'combo', bonusId: bonusId('t') },
      ],
      comboCtx,
      combo,
    )
    expect(
      run([{ type: 'bonusesChanged', offers: [hunting, tournament] }], comboCtx, chosen).bets[0]?.bonus?.type,
    ).toBe('tournament')
  })

  it('A freebet no longer offered is cleared and its stake reset to 0', () => {
    const fb = freebet('freebet_all_win')
    const t = run(
      [
        { type: 'bonusesChanged', offers: [fb] },
        { type: 'selectBonus', key: 'combo', bonusId: fb.id },
      ],
      comboCtx,
      combo,
    )
    expect(t.bets[0]?.stake).toEqual(eur(500))
    const gone = run([{ type: 'bonusesChanged', offers: [] }], comboCtx, t)
    expect(gone.bets[0]?.bonus).toBeUndefined()
    expect(gone.bets[0]?.stake).toEqual(eur(0))
  })

  it('freebet conditions: odds bounds, selection count, match status and currency', () => {
    const offers = [
      freebet('freebet', { minOdds: 5 }),
      freebet('freebet_only_win', { maxOdds: 3 }),
      freebet('freebet_no_risk', { selectionsTo: 2 }),
      freebet('freebet_all_win', { matchStatus: 1 }),
      freebet('freebet_all_win', { id: bonusId('usd'), amount: money(500, USD) }),
      freebet('freebet_only_win', { id: bonusId('ok'), minOdds: 2, selectionsFrom: 3, matchStatus: 0 }),
    ]
    const t = run([{ type: 'bonusesChanged', offers }], comboCtx, combo)
    expect(t.bets[0]?.availableBonuses?.map((b) => b.id)).toEqual(['ok'])
  })

  it('freebet types (only win, all win, no risk) and their stake rules', () => {
    const offers = [freebet('freebet_only_win'), freebet('freebet_no_risk')]
    const base = run(
      [
        { type: 'setStake', key: 'combo', stake: eur(800) },
        { type: 'bonusesChanged', offers },
      ],
      comboCtx,
      combo,
    )
    const onlyWin = run(
      [{ type: 'selectBonus', key: 'combo', bonusId: bonusId('fb-freebet_only_win') }],
      comboCtx,
      base,
    )
    expect(onlyWin.bets[0]?.stake).toEqual(eur(500))
    const noRisk = run(
      [{ type: 'selectBonus', key: 'combo', bonusId: bonusId('fb-freebet_no_risk') }],
      comboCtx,
      base,
    )
    expect(noRisk.bets[0]?.stake).toEqual(eur(500))
    const zeroStake = run(
      [
        { type: 'setStake', key: 'combo', stake: eur(0) },
        { type: 'selectBonus', key: 'combo', bonusId: bonusId('fb-freebet_no_risk') },
      ],
      comboCtx,
      base,
    )
    expect(zeroStake.bets[0]?.stake).toEqual(eur(500))
    const small = run(
      [
        { type: 'setStake', key: 'combo', stake: eur(200) },
        { type: 'selectBonus', key: 'combo', bonusId: bonusId('fb-freebet_no_risk') },
      ],
      comboCtx,
      base,
    )
    expect(small.bets[0]?.stake).toEqual(eur(200))
    const none = run([{ type: 'selectBonus', key: 'combo', bonusId: undefined }], comboCtx, onlyWin)
    expect([none.bets[0]?.bonus, none.bets[0]?.stake]).toEqual([undefined, eur(0)])
  })

  it('switching from a freebet to a points bonus resets the stake; from none keeps it', () => {
    const offers = [freebet('freebet_all_win'), hunting]
    const t = run(
      [
        { type: 'setStake', key: 'combo', stake: eur(800) },
        { type: 'bonusesChanged', offers },
      ],
      comboCtx,
      combo,
    )
    expect(
      run([{ type: 'selectBonus', key: 'combo', bonusId: bonusId('h') }], comboCtx, t).bets[0]?.stake,
    ).toEqual(eur(800))
    const fb = run(
      [
        { type: 'selectBonus', key: 'combo', bonusId: bonusId('fb-freebet_all_win') },
        { type: 'selectBonus', key: 'combo', bonusId: bonusId('h') },
      ],
      comboCtx,
      t,
    )
    expect(fb.bets[0]?.stake).toEqual(eur(0))
    expect(
      run([{ type: 'selectBonus', key: 'combo', bonusId: undefined }], comboCtx, t).bets[0]?.stake,
    ).toEqual(eur(800))
    expect(run([{ type: 'selectBonus', key: 'other', bonusId: undefined }], comboCtx, t).bets).toEqual(t.bets)
    const placing = run([{ type: 'placeStarted' }], comboCtx, t)
    expect(run([{ type: 'selectBonus', key: 'combo', bonusId: undefined }], comboCtx, placing)).toBe(placing)
  })

  it('custom bets take no bonus', () => {
    const t = run(
      [add(sel('a', 2, { matchId: 'm' }), true), { type: 'bonusesChanged', offers: [hunting] }],
      ctx,
    )
    expect(t.bets[0]?.availableBonuses).toEqual([])
  })

  it('what each freebet type stakes, pays on a win and gives back on a loss', () => {
    const single = run([add(sel('a', 3)), { type: 'setStake', key: 'single:a', stake: eur(500) }]).bets[0]!
    const summaryOf = (type: 'freebet' | 'freebet_only_win' | 'freebet_all_win' | 'freebet_no_risk') =>
      betSummary({ ...single, bonus: { id: bonusId('f'), type, amount: eur(500) } })
    expect(summaryOf('freebet_only_win')).toMatchObject({
      potentialWin: eur(1000),
      returnOnLoss: eur(0),
      cashStake: eur(0),
    })
    expect(summaryOf('freebet').potentialWin).toEqual(eur(1000))
    expect(summaryOf('freebet_all_win')).toMatchObject({
      potentialWin: eur(1500),
      returnOnLoss: eur(0),
      cashStake: eur(0),
    })
    expect(summaryOf('freebet_no_risk')).toMatchObject({
      potentialWin: eur(1500),
      returnOnLoss: eur(500),
      cashStake: eur(500),
    })
  })
})
