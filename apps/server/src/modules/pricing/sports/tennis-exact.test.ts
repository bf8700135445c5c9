// Exact tennis pricing must agree with playing the simulator itself many times.
import { expect, it } from 'vitest'
import type { Scenario } from '../markets/types.ts'
import { Rng } from '../rng.ts'
import { monteCarlo } from './monte-carlo.ts'
import { tennis } from './tennis.ts'

const summary = (sc: Scenario[]) => {
  let win = 0
  let games = 0
  let straight = 0
  for (const s of sc) {
    if (s.facts.total[0] > s.facts.total[1]) win += s.p
    if (s.facts.total[0] === 2 && s.facts.total[1] === 0) straight += s.p
    games += s.p * s.facts.periods.reduce((a, x) => a + x[0] + x[1], 0)
  }
  return { win, games, straight }
}

it('matches 4,800 simulated endings from prematch, mid-set and second-set states', () => {
  for (const [rating, t] of [
    [0, 0],
    [0.4, 1500],
    [-0.5, 3800],
  ] as const) {
    const m = tennis.init(Rng.from(3, `exact:${rating}`), [rating, 0])
    tennis.advance(m, t, new Rng(m.rng))
    const exact = tennis.scenarios(m)
    expect(exact.reduce((a, s) => a + s.p, 0)).toBeCloseTo(1, 9)
    const sampled: Scenario[] = []
    for (let k = 0; k < 20; k++)
      sampled.push(...monteCarlo(tennis, m, `check:${k}`).map((s) => ({ ...s, p: s.p / 20 })))
    const a = summary(exact)
    const b = summary(sampled)
    // 4,800 runs: one standard error of a probability is below 0.008.
    expect(Math.abs(a.win - b.win), `${rating} ${t}`).toBeLessThan(0.03)
    expect(Math.abs(a.straight - b.straight), `${rating} ${t}`).toBeLessThan(0.03)
    expect(Math.abs(a.games - b.games), `${rating} ${t}`).toBeLessThan(0.4)
  }
})

it('is smooth in strength: a tiny rating change moves the price a tiny bit', () => {
  const win = (r: number) => summary(tennis.scenarios(tennis.init(Rng.from(3, 'smooth'), [r, 0]))).win
  const a = win(0.1)
  const b = win(0.101)
  expect(b).toBeGreaterThan(a)
  expect(b - a).toBeLessThan(0.001)
})
