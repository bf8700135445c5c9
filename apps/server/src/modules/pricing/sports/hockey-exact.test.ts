// Exact hockey pricing must agree with playing the simulator itself many times.
import { expect, it } from 'vitest'
import type { Scenario } from '../markets/types.ts'
import { Rng } from '../rng.ts'
import { iceHockey } from './ice-hockey.ts'
import { monteCarlo } from './monte-carlo.ts'

const summary = (sc: Scenario[]) => {
  let home = 0
  let draw = 0
  let goals = 0
  let first = 0
  for (const s of sc) {
    if (s.facts.total[0] > s.facts.total[1]) home += s.p
    if (s.facts.total[0] === s.facts.total[1]) draw += s.p
    goals += s.p * (s.facts.total[0] + s.facts.total[1])
    const p1 = s.facts.periods[0] ?? [0, 0]
    first += s.p * (p1[0] + p1[1])
  }
  return { home, draw, goals, first }
}

it('matches 4,800 simulated endings from prematch, 1st period, break and 3rd period states', () => {
  for (const [rating, t] of [
    [0, 0],
    [0.5, 700],
    [-0.4, 1800],
    [0.2, 5300],
  ] as const) {
    const m = iceHockey.init(Rng.from(3, `exact:${rating}`), [rating, 0])
    iceHockey.advance(m, t, new Rng(m.rng))
    const exact = iceHockey.scenarios(m)
    expect(exact.reduce((a, s) => a + s.p, 0)).toBeCloseTo(1, 9)
    const sampled: Scenario[] = []
    for (let k = 0; k < 20; k++)
      sampled.push(...monteCarlo(iceHockey, m, `check:${k}`).map((s) => ({ ...s, p: s.p / 20 })))
    const a = summary(exact)
    const b = summary(sampled)
    const label = `${rating} ${t} ${JSON.stringify(m.periods)}`
    expect(Math.abs(a.home - b.home), label).toBeLessThan(0.03)
    expect(Math.abs(a.draw - b.draw), label).toBeLessThan(0.03)
    expect(Math.abs(a.goals - b.goals), label).toBeLessThan(0.12)
    expect(Math.abs(a.first - b.first), label).toBeLessThan(0.06)
  }
})
