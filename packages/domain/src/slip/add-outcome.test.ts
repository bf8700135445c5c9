import { describe, expect, it } from 'vitest'
import { customBetKey } from '../index.ts'
import { eur } from './test-fixtures.ts'
import { add, comboCtx, ctx, multipleCtx, run, sel, types, key } from './test-fixtures.ts'

describe('adding an outcome (spec §4)', () => {
  it('Adding an outcome: with no bets it creates a single (unless custom)', () => {
    const t = run([add(sel('a', 1.5))])
    expect(types(t)).toEqual(['single'])
    expect(t.selectedOutcomeIds).toEqual(['a'])
    expect(types(run([add(sel('a', 1.5), true)]))).toEqual(['custom_bet'])
  })

  it('adding to an existing single creates another single when multi-single is allowed for the provider', () => {
    expect(types(run([add(sel('a', 1.5)), add(sel('b', 2))]))).toEqual(['single', 'single'])
  })

  it('otherwise a combo (multi-single not allowed for the provider)', () => {
    const t = run([add(sel('a', 1.5)), add(sel('b', 2, { provider: 'oddin' }))])
    expect(types(t)).toEqual(['combo'])
    expect(t.bets[0]?.selections).toHaveLength(2)
    expect(types(run([add(sel('a', 1.5)), add(sel('b', 2)), add(sel('c', 3))], comboCtx))).toEqual(['combo'])
  })

  it('Selecting an already selected outcome removes it', () => {
    const t = run([add(sel('a', 1.5)), add(sel('b', 2)), add(sel('a', 1.5))], comboCtx)
    expect(types(t)).toEqual(['single'])
    expect(t.selectedOutcomeIds).toEqual(['b'])
  })

  it('While placing is in progress, adding outcomes is ignored', () => {
    const placing = run([add(sel('a', 1.5)), { type: 'placeStarted' }])
    expect(run([add(sel('b', 2))], ctx, placing)).toBe(placing)
    expect(run([{ type: 'removeOutcome', outcomeId: key('a') }, { type: 'clear' }], ctx, placing)).toBe(
      placing,
    )
  })

  it('Selections without market or match are dropped', () => {
    expect(run([add(sel('a', 1.5, { market: undefined }))]).bets).toEqual([])
    expect(run([add(sel('a', 1.5, { matchId: null }))]).bets).toEqual([])
  })

  it('empty bets are dropped', () => {
    const t = run([add(sel('a', 1.5)), { type: 'removeOutcome', outcomeId: key('a') }])
    expect(t.bets).toEqual([])
    expect(t.ticketState).toBe('initial')
  })

  it('A combo reduced to one selection becomes a single', () => {
    const t = run([add(sel('a', 1.5)), add(sel('b', 2)), add(sel('b', 2))], comboCtx)
    expect(types(t)).toEqual(['single'])
    expect(t.bets[0]?.key).toBe('single:a')
  })

  it('a custom bet collects outcomes of one match and needs custom bets enabled', () => {
    const t = run([add(sel('a', 1.5, { matchId: 'm' }), true), add(sel('b', 2, { matchId: 'm' }), true)])
    expect(t.bets).toHaveLength(1)
    expect(t.bets[0]?.selections).toHaveLength(2)
    expect(t.bets[0]?.key).toBe(customBetKey('m')) // the key the bet builder's setCustomOdds names
    expect(run([add(sel('a', 1.5), true)], { ...ctx, customBetEnabled: false }).bets).toEqual([])
  })

  it('custom bets sit beside regular bets, which keep their own rules', () => {
    const t = run([add(sel('c', 3, { matchId: 'm' }), true), add(sel('a', 1.5)), add(sel('b', 2))], comboCtx)
    expect(types(t).sort()).toEqual(['combo', 'custom_bet'])
    const removed = run([{ type: 'removeOutcome', outcomeId: key('c') }], comboCtx, t)
    expect(types(removed)).toEqual(['combo'])
  })

  it('A custom bet is dropped if any selection is neither prematch nor live', () => {
    const t = run([
      add(sel('a', 1.5, { matchId: 'm' }), true),
      add(sel('b', 2, { matchId: 'm', matchStatus: 3 }), true),
    ])
    expect(t.bets).toEqual([])
  })

  it('added outcomes join a system, which keeps or finds a matching system type', () => {
    let t = run(
      [add(sel('a', 1.5)), add(sel('b', 2)), add(sel('c', 3)), { type: 'switchBetType', to: 'system' }],
      comboCtx,
    )
    expect(t.bets[0]?.systemType?.id).toBe('2/3')
    t = run([add(sel('d', 1.8))], comboCtx, t)
    expect(t.bets[0]?.systemType).toEqual({ id: '2/4', totalCount: 4, winCount: 2 })
  })

  it('A system bet whose selection count no longer matches any system type becomes a combo or another matching system type', () => {
    const four = run(
      [
        add(sel('a', 1.5)),
        add(sel('b', 2)),
        add(sel('c', 3)),
        add(sel('d', 4)),
        { type: 'switchBetType', to: 'system' },
      ],
      comboCtx,
    )
    const three = run([{ type: 'setSystemType', systemTypeId: '3/4' }, add(sel('d', 4))], comboCtx, four)
    expect(three.bets[0]?.systemType?.id).toBe('2/3')
    const two = run([add(sel('c', 3))], comboCtx, three)
    expect(types(two)).toEqual(['combo'])
    expect(two.bets[0]?.systemType).toBeUndefined()
  })
})

describe('what several picks start as (ADR 024)', () => {
  const picks = (c = multipleCtx) => run([add(sel('a', 1.5)), add(sel('b', 2)), add(sel('c', 3))], c)

  it('picks from different matches build a combo by default, keeping the first stake', () => {
    const t = run(
      [add(sel('a', 1.5)), { type: 'setStake', key: 'single:a', stake: eur(500) }, add(sel('b', 2))],
      multipleCtx,
    )
    expect(types(t)).toEqual(['combo'])
    expect(t.bets[0]?.stake).toEqual(eur(500))
    expect(types(picks())).toEqual(['combo'])
    expect(picks().bets[0]?.selections).toHaveLength(3)
  })

  it('an absent setting means combo: the product default', () => {
    const { defaultBetType: _, ...unset } = multipleCtx
    expect(types(picks(unset))).toEqual(['combo'])
  })

  it('a brand that asks for singles first gets spec §4 as written: singles where multi-single is allowed', () => {
    expect(types(picks(ctx))).toEqual(['single', 'single', 'single'])
    // and a combo where the provider takes no multiple singles
    expect(types(picks({ ...comboCtx, defaultBetType: 'single' }))).toEqual(['combo'])
  })

  it('two picks of one match cannot be a combo: they stay singles where multi-single is allowed', () => {
    const t = run([add(sel('a', 1.5, { matchId: 'm' })), add(sel('b', 2, { matchId: 'm' }))], multipleCtx)
    expect(types(t)).toEqual(['single', 'single'])
  })

  it('an outright is bet as a single: it never starts a combo', () => {
    const t = run([add(sel('w', 6, { isOutright: true })), add(sel('b', 2))], multipleCtx)
    expect(types(t)).toEqual(['single', 'single'])
  })

  it('singles the player switched to stay singles as picks are added', () => {
    const singles = run(
      [add(sel('a', 1.5)), add(sel('b', 2)), { type: 'switchBetType', to: 'single' }],
      multipleCtx,
    )
    expect(types(singles)).toEqual(['single', 'single'])
    expect(types(run([add(sel('c', 3))], multipleCtx, singles))).toEqual(['single', 'single', 'single'])
  })

  it('the player can still switch a default combo to singles or a system', () => {
    expect(types(run([{ type: 'switchBetType', to: 'single' }], multipleCtx, picks()))).toEqual([
      'single',
      'single',
      'single',
    ])
    expect(run([{ type: 'switchBetType', to: 'system' }], multipleCtx, picks()).bets[0]?.systemType?.id).toBe(
      '2/3',
    )
  })
})

describe('slip size', () => {
  it('a full slip takes no more outcomes', () => {
    const full = run(Array.from({ length: 30 }, (_, i) => add(sel(`o${i}`, 1.5))))
    expect(full.selectedOutcomeIds).toHaveLength(30)
    expect(run([add(sel('x', 2))], ctx, full)).toBe(full)
  })
})
