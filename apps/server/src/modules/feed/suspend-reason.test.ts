// Price transparency: markets the feed suspends after an event say why, on the stored row and on
// the wire, and say nothing once they reopen.
import { describe, expect, it } from 'vitest'
import { Rng, SIMS } from '../pricing/index.ts'
import { stepMatch, type CachedMatch } from './live.ts'
import { wireMarket } from './wire-market.ts'

const START = Date.UTC(2026, 10, 21, 15)

function soccerMatch(seed: number): CachedMatch {
  const model = SIMS.soccer.init(Rng.from(seed, 'reason'), [0.6, 0])
  return {
    id: 1,
    urnId: 'sr:match:1',
    sport: 'soccer',
    status: 0,
    start: START,
    model,
    stage: null,
    statsJson: 'null',
    hashes: new Map(),
    secondaryId: 0,
    secondarySpecifier: '',
  }
}

describe('suspension reasons', () => {
  it('a goal suspends the match markets with "goal" or "var_check", and reopening clears it', () => {
    const c = soccerMatch(4)
    let now = START
    stepMatch(c, now, 1)
    let goals = 0
    let sawReason = false
    let sawReopen = false
    for (let i = 0; i < 2000 && !(sawReason && sawReopen); i++) {
      now += 10_000
      const step = stepMatch(c, now, 1)!
      const total = (step.statistics as { total_score: { home: number; away: number } }).total_score
      const main = step.rows.find((r) => r.marketId === 1)
      if (total.home + total.away > goals) {
        goals = total.home + total.away
        expect(main?.status).toBe(-1)
        expect(['goal', 'var_check']).toContain(main?.suspendReason)
        expect(wireMarket(c.urnId, main!).suspend_reason).toBe(main?.suspendReason)
        sawReason = true
      } else if (sawReason && main?.status === 1) {
        expect(main.suspendReason).toBeUndefined()
        expect(wireMarket(c.urnId, main)).not.toHaveProperty('suspend_reason')
        sawReopen = true
      }
    }
    expect(sawReason && sawReopen).toBe(true)
  })
})
