// Exact ice hockey pricing: each side scores in a 10-second step with a fixed chance, so the goals
// still to come are binomial. Enumerates the rest of the 1st period and the rest of regulation
// (the only split hockey's markets read), like soccer's halves, instead of Monte Carlo.
import type { Facts, Pair, Scenario } from '../markets/types.ts'
import type { TimedModel } from './timed.ts'

export interface HockeyClock {
  periods: number
  periodSec: number
  breakSec: number
  step: number
}

/** Goals beyond this many in one stretch for one side are left out (then renormalized). */
const MAX_GOALS = 10
/** Scenarios below this probability are dropped (then renormalized), as for soccer. */
const MIN_P = 1e-7

function binomial(n: number, p: number): number[] {
  const out: number[] = []
  let q = (1 - p) ** n
  for (let k = 0; k <= Math.min(n, MAX_GOALS); k++) {
    out.push(q)
    q = (q * (n - k) * p) / ((k + 1) * (1 - p))
  }
  return out
}

/** Scoring steps left in the 1st period and after it, from the model's clock. */
export function stepsLeft(m: TimedModel, c: HockeyClock): [number, number] {
  const slot = c.periodSec + c.breakSec
  const idx = Math.floor(m.t / slot)
  const inside = m.t - idx * slot
  const current = inside < c.periodSec ? Math.ceil((c.periodSec - inside) / c.step) : 0
  const full = c.periodSec / c.step
  if (idx === 0) return [current, (c.periods - 1) * full]
  if (idx >= c.periods) return [0, 0]
  return [0, current + (c.periods - 1 - idx) * full]
}

export function hockeyScenarios(m: TimedModel, c: HockeyClock): Scenario[] {
  const first: Pair = [...(m.periods[0] ?? [0, 0])]
  const rest: Pair = m.periods.slice(1).reduce<Pair>((a, p) => [a[0] + p[0], a[1] + p[1]], [0, 0])
  const facts = (p1: Pair, later: Pair): Facts => {
    const total: Pair = [p1[0] + later[0], p1[1] + later[1]]
    return {
      total,
      periods: [p1, later],
      winner: total[0] > total[1] ? 'home' : total[1] > total[0] ? 'away' : null,
    }
  }
  if (m.done) return [{ p: 1, facts: facts(first, rest) }]
  const [n1, n2] = stepsLeft(m, c)
  const h1 = binomial(n1, m.rate[0])
  const a1 = binomial(n1, m.rate[1])
  const h2 = binomial(n2, m.rate[0])
  const a2 = binomial(n2, m.rate[1])
  const out: Scenario[] = []
  h1.forEach((ph1, x1) =>
    a1.forEach((pa1, y1) =>
      h2.forEach((ph2, x2) =>
        a2.forEach((pa2, y2) => {
          const p = ph1 * pa1 * ph2 * pa2
          if (p >= MIN_P)
            out.push({
              p,
              facts: facts([first[0] + x1, first[1] + y1], [rest[0] + x2, rest[1] + y2]),
            })
        }),
      ),
    ),
  )
  const sum = out.reduce((a, s) => a + s.p, 0)
  for (const s of out) s.p /= sum
  return out
}
