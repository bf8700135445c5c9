// The dev score switch on a match's model (set-score.ts): goals go to the half or period being played,
// goals taken back come off the latest ones, and the markets suspend as after a goal or a VAR check.
import { describe, expect, it } from 'vitest'
import { SIMS, Rng, type BaseModel } from '../pricing/index.ts'
import type { CachedMatch } from './live.ts'
import { setMatchScore } from './set-score.ts'
import type { SportKey } from './catalog.ts'

function match(sport: SportKey, t: number): CachedMatch {
  const model = SIMS[sport].init(Rng.from(1, 'test'), [0, 0]) as BaseModel
  model.t = t
  return {
    id: 1,
    urnId: 'sr:match:1',
    sport,
    status: 1,
    start: 0,
    model,
    stage: null,
    statsJson: '',
    hashes: new Map(),
    secondaryId: 0,
    secondarySpecifier: '',
  }
}
const total = (c: CachedMatch) => SIMS[c.sport].statistics(c.model).total_score

describe('setMatchScore', () => {
  it('scores soccer goals in the half being played, in order, and suspends as after a goal', () => {
    const c = match('soccer', 60 * 60 + 15 * 60 + 5 * 60)
    expect(setMatchScore(c, { home: 2, away: 0 })).toBe('set')
    expect(total(c)).toEqual({ home: 2, away: 0 })
    const m = c.model as BaseModel & { halves: number[][]; order: string[] }
    expect(m.halves).toEqual([
      [0, 0],
      [2, 0],
    ])
    expect(m.order).toEqual(['home', 'home'])
    expect(c.model.suspendReason).toBe('goal')
    expect(c.model.suspendUntil).toBeGreaterThan(c.model.t)
  })

  it('takes a goal back from the latest half as a VAR check; the same score again changes nothing', () => {
    const c = match('soccer', 10 * 60)
    setMatchScore(c, { home: 2, away: 1 })
    expect(setMatchScore(c, { home: 1, away: 1 })).toBe('set')
    expect(total(c)).toEqual({ home: 1, away: 1 })
    expect((c.model as BaseModel & { order: string[] }).order).toEqual(['home', 'away'])
    expect(c.model.suspendReason).toBe('var_check')
    expect(setMatchScore(c, { home: 1, away: 1 })).toBe('unchanged')
  })

  it('puts basketball and ice hockey points in the current period; refuses sports it does not cover', () => {
    for (const sport of ['basketball', 'ice-hockey'] as const) {
      const c = match(sport, 0)
      expect(setMatchScore(c, { home: 21, away: 1 })).toBe('set')
      expect(total(c)).toEqual({ home: 21, away: 1 })
    }
    expect(setMatchScore(match('tennis', 0), { home: 1, away: 0 })).toBe('unsupported')
  })
})
