// Monte Carlo scenarios for sports without a closed form: play the rest of the match many times.
// The draws use a fixed stream per call (common random numbers), so prices move smoothly with the state.
import { Rng } from '../rng.ts'
import type { Scenario } from '../markets/types.ts'
import type { BaseModel, SportSim } from './types.ts'

export const MC_RUNS = 120

export function monteCarlo<M extends BaseModel>(sim: Omit<SportSim<M>, 'scenarios'>, m: M, key: string): Scenario[] {
  const rng = Rng.from(0, `mc:${key}`)
  const out: Scenario[] = []
  for (let i = 0; i < MC_RUNS; i++) {
    const copy = structuredClone(m)
    sim.advance(copy, Number.POSITIVE_INFINITY, rng)
    out.push({ p: 1 / MC_RUNS, facts: sim.facts(copy) })
  }
  return out
}
