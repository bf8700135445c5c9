import { parseSystemId } from './system-types.ts'
import { describe, expect, it } from 'vitest'
import { add, comboCtx, ctx, eur, run, sel, types } from './test-fixtures.ts'
import { switchBlock } from './switch-bet-type.ts'
import { emptyTicket } from './restore.ts'
import { EUR } from '../money/currency.ts'

describe('bet-type switching (spec §4, §5)', () => {
  const three = run([
    add(sel('a', 1.5)),
    add(sel('b', 2)),
    add(sel('c', 3)),
    { type: 'setSharedStake', stake: eur(300) },
  ])

  it('Switching single to combo to system converts bets (blocked if not permitted)', () => {
    const combo = run([{ type: 'switchBetType', to: 'combo' }], ctx, three)
    expect(types(combo)).toEqual(['combo'])
    expect(combo.bets[0]?.stake).toEqual(eur(300))
    const system = run([{ type: 'switchBetType', to: 'system' }], ctx, combo)
    expect(types(system)).toEqual(['system'])
    expect(system.bets[0]?.systemType?.id).toBe('2/3')
    const singles = run([{ type: 'switchBetType', to: 'single' }], ctx, system)
    expect(types(singles)).toEqual(['single', 'single', 'single'])
    expect(singles.bets.map((b) => b.stake.amount)).toEqual([300, 300, 300])
  })

  it('Bet-type switching blocked when the type is already active', () => {
    expect(switchBlock(three, 'single', ctx)).toBe('already-active')
    expect(run([{ type: 'switchBetType', to: 'single' }], ctx, three)).toBe(three)
  })

  it('blocked for a single selection', () => {
    expect(switchBlock(run([add(sel('a', 1.5))]), 'combo', ctx)).toBe('single-selection')
    expect(switchBlock(emptyTicket(EUR), 'combo', ctx)).toBe('single-selection')
  })

  it('blocked for a custom bet', () => {
    expect(switchBlock(run([add(sel('a', 1.5, { matchId: 'm' }), true)]), 'combo', ctx)).toBe('custom-bet')
  })

  it('blocked when switching to single with several selections and multi-single unavailable', () => {
    const combo = run([add(sel('a', 1.5)), add(sel('b', 2))], comboCtx)
    expect(switchBlock(combo, 'single', comboCtx)).toBe('multi-single-unavailable')
    expect(run([{ type: 'switchBetType', to: 'single' }], comboCtx, combo)).toBe(combo)
  })

  it('blocked to system without a matching system type for the selection count', () => {
    const two = run([add(sel('a', 1.5)), add(sel('b', 2))], comboCtx)
    expect(switchBlock(two, 'system', comboCtx)).toBe('no-system-type')
  })

  it('System bets cannot use Oddin selections (switch blocked)', () => {
    const t = run([add(sel('a', 1.5)), add(sel('b', 2)), add(sel('c', 3, { provider: 'oddin' }))], ctx)
    expect(switchBlock(t, 'system', ctx)).toBe('system-oddin')
  })

  it('system types are sorted by totalCount then winCount and only matching ones can be picked', () => {
    const system = run([{ type: 'switchBetType', to: 'system' }], ctx, three)
    expect(run([{ type: 'setSystemType', systemTypeId: '3/3' }], ctx, system)).toBe(system)
    expect(run([{ type: 'setSystemType', systemTypeId: '2/3' }], ctx, three)).toBe(three)
  })
})

describe('system ids on the wire', () => {
  it('"2/3" is the 2-of-3 type; anything else is no type', () => {
    expect(parseSystemId('2/3')).toEqual({ id: '2/3', winCount: 2, totalCount: 3 })
    for (const bad of [undefined, null, '', '2', '2/', '/3', '0/3', 'a/b', '2/3/4', ' 2/3', '-1/3'])
      expect(parseSystemId(bad)).toBeUndefined()
  })
})
