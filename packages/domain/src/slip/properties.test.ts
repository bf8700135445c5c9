import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { add, comboCtx, ctx, run, sel } from './test-fixtures.ts'

const picks = fc.uniqueArray(fc.integer({ min: 0, max: 20 }), { minLength: 0, maxLength: 8 })

describe('slip properties', () => {
  it('toggling an outcome twice restores the ticket', () => {
    fc.assert(
      fc.property(picks, fc.integer({ min: 21, max: 40 }), fc.boolean(), (ids, extra, multi) => {
        const c = multi ? ctx : comboCtx
        // odds depend on the id so the same outcome always has the same price
        const start = run(
          ids.map((i) => add(sel(`o${i}`, 1.1 + i / 10))),
          c,
        )
        const again = run([add(sel(`o${extra}`, 2)), add(sel(`o${extra}`, 2))], c, start)
        expect(again).toEqual(start)
      }),
    )
  })

  it('selectedOutcomeIds always lists every selection once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 20 }), (ids) => {
        const t = run(
          ids.map((i) => add(sel(`o${i}`, 1.5))),
          comboCtx,
        )
        const all = t.bets.flatMap((b) => b.selections.map((s) => s.outcomeId))
        expect(t.selectedOutcomeIds).toEqual(all)
        expect(new Set(all).size).toBe(all.length)
      }),
    )
  })
})
