// Monte Carlo scenarios for sports without a closed form: play the rest of the match many times.
// The draws use a fixed stream per call (common random numbers), so prices move smoothly with the state,
// and runs come in antithetic pairs (u and 1 - u): a strong favourite's win in one run tends to be an
// upset in its twin, which cancels much of the sampling noise of winner, handicap and total prices.
import { Rng, type RngState } from '../rng.ts'
import type { Scenario } from '../markets/types.ts'
import type { BaseModel, SportSim } from './types.ts'

export const MC_RUNS = 240

export function monteCarlo<M extends BaseModel>(sim: Omit<SportSim<M>, 'scenarios'>, m: M, key: string): Scenario[] {
  const rng = Rng.from(0, `mc:${key}`)
  // Play needs neither the offered keys nor the lines: leave them out of the copies.
  // Models are plain JSON (they are stored as jsonb): parsing one string is the cheapest deep copy.
  const base = JSON.stringify({ ...m, keys: [], lines: undefined })
  const out: Scenario[] = []
  const word = () => Math.floor(rng.next() * 4294967296)
  for (let i = 0; i < MC_RUNS / 2; i++) {
    const state: RngState = [word(), word(), word(), i]
    for (const flip of [false, true]) {
      const copy = JSON.parse(base) as M
      sim.advance(copy, Number.POSITIVE_INFINITY, new Rng(state, flip))
      out.push({ p: 1 / MC_RUNS, facts: sim.facts(copy) })
    }
  }
  return out
}
