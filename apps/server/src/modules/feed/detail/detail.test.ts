// The demo provider's statistics: a whole soccer and tennis match played by the pricing model give
// counters in the ranges of real matches, goals and games agree with the score, and the same seed
// replays the same statistics.
import type { Statistics } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { Rng, SIMS } from '../../pricing/index.ts'
import { stepDetail, type MatchDetailRow } from './index.ts'

function play(sport: 'soccer' | 'tennis', seed: number) {
  const sim = SIMS[sport]
  const rng = Rng.from(seed, 'play')
  const m = sim.init(rng, [0.2, 0])
  let detail: MatchDetailRow | undefined
  let stage: string | null = null
  let updates = 0
  let stats: Statistics | null = null
  while (!m.done) {
    sim.advance(m, m.t + 60, rng)
    stats = sim.statistics(m)
    const next = m.done ? 'ended' : sim.stage(m)
    const d = stepDetail(detail, {
      seed,
      urnId: 'sr:match:1',
      sport,
      t: m.t,
      rating: m.rating,
      statistics: stats,
      stage: next,
      prevStage: stage,
    })
    stage = next
    if (d) {
      detail = d
      updates++
    }
  }
  return { detail: detail!, stats: stats!, updates }
}

describe('match statistics from the demo feed', () => {
  it('soccer: possession adds to 100, shots and corners in real ranges, every goal a shot on target', () => {
    const { detail, stats, updates } = play('soccer', 3)
    const [h, a] = detail.counts
    expect((h.possession ?? 0) + (a.possession ?? 0)).toBe(100)
    // Rated stronger (0.2 against 0), the home side has more of the ball.
    expect(h.possession ?? 0).toBeGreaterThan(50)
    const shots =
      (h.shots_on_target ?? 0) +
      (h.shots_off_target ?? 0) +
      (a.shots_on_target ?? 0) +
      (a.shots_off_target ?? 0)
    expect(shots).toBeGreaterThan(8)
    expect(shots).toBeLessThan(50)
    expect((h.corners ?? 0) + (a.corners ?? 0)).toBeGreaterThan(2)
    expect(h.attacks ?? 0).toBeGreaterThanOrEqual(h.dangerous_attacks ?? 0)
    expect((h.attacks ?? 0) + (a.attacks ?? 0)).toBeGreaterThan(60)
    expect(h.shots_on_target ?? 0).toBeGreaterThanOrEqual(stats.total_score!.home)
    expect(a.shots_on_target ?? 0).toBeGreaterThanOrEqual(stats.total_score!.away)
    const goals = detail.events.filter((e) => e.kind === 'goal').length
    expect(goals).toBeLessThanOrEqual(stats.total_score!.home + stats.total_score!.away)
    expect(updates).toBeGreaterThan(60)
    expect(detail.events.length).toBeLessThanOrEqual(30)
    const seqs = detail.events.map((e) => e.seq)
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y))
  })

  it('tennis: aces, double faults and break points counted; a break needs a break point', () => {
    const { detail } = play('tennis', 5)
    const [h, a] = detail.counts
    expect((h.aces ?? 0) + (a.aces ?? 0)).toBeGreaterThan(0)
    expect((h.double_faults ?? 0) + (a.double_faults ?? 0)).toBeGreaterThan(0)
    expect((h.break_points ?? 0) + (a.break_points ?? 0)).toBeGreaterThan(0)
    expect(h.breaks_won ?? 0).toBeLessThanOrEqual(h.break_points ?? 0)
    expect(detail.events.some((e) => e.kind === 'game')).toBe(true)
  })

  it('replays the same statistics from the same seed, and other sports have none', () => {
    expect(play('soccer', 9).detail.counts).toEqual(play('soccer', 9).detail.counts)
    const stats = SIMS.basketball.statistics(SIMS.basketball.init(Rng.from(1, 'x'), [0, 0]))
    expect(
      stepDetail(undefined, {
        seed: 1,
        urnId: 'u',
        sport: 'basketball',
        t: 60,
        rating: [0, 0],
        statistics: stats,
        stage: '1st_quarter',
        prevStage: null,
      }),
    ).toBeNull()
  })
})
