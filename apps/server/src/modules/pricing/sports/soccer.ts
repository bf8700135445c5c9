// Soccer: Poisson goals from team strengths; prices from the exact distribution of the remaining goals.
import type { Rng } from '../rng.ts'
import type { Facts, Pair, Scenario, Side } from '../markets/types.ts'
import { SOCCER_DEFS, soccerOffer } from './soccer-markets.ts'
import { mmss, type BaseModel, type SimEvent, type SportSim } from './types.ts'
import { CUSTOM_BET_GROUPS } from '../markets/custom-bet-groups.ts'

const HALF = 45 * 60
const BREAK = 15 * 60
const STEP = 10

export interface SoccerModel extends BaseModel {
  /** Expected goals per 90 minutes. */
  xg: [number, number]
  /** Added time of each half in seconds. */
  added: [number, number]
  halves: [Pair, Pair]
  order: Side[]
}

/** Where the match is: half 1 or 2 with seconds played in it, or the break / end. */
function phase(m: SoccerModel): { half: 0 | 1 | 2 | 3; played: number; left: [number, number] } {
  const h1 = HALF + m.added[0]
  const h2start = h1 + BREAK
  const h2 = HALF + m.added[1]
  if (m.done) return { half: 3, played: 0, left: [0, 0] }
  if (m.t < h1) return { half: 1, played: m.t, left: [h1 - m.t, h2] }
  if (m.t < h2start) return { half: 0, played: 0, left: [0, h2] }
  return { half: 2, played: m.t - h2start, left: [0, Math.max(0, h2 - (m.t - h2start))] }
}

const pois = (lambda: number, max: number): number[] => {
  const out: number[] = []
  let p = Math.exp(-lambda)
  for (let k = 0; k <= max; k++) {
    out.push(p)
    p = (p * lambda) / (k + 1)
  }
  return out
}

export const soccer: SportSim<SoccerModel> = {
  durationSec: 2 * HALF + BREAK + 5 * 60,
  maxPeriods: 2,
  markets: SOCCER_DEFS,
  main: { marketId: 1, specifier: '' },
  secondary: { marketId: 18, specifier: 'total=2.5' },
  mainIds: [1, 18, 10, 11, 29],
  customBetGroups: CUSTOM_BET_GROUPS.soccer,

  init(rng: Rng, rating) {
    const diff = rating[0] - rating[1]
    return {
      t: 0,
      rng: rng.state,
      done: false,
      rating,
      keys: [],
      suspendUntil: 0,
      xg: [1.45 * Math.exp(diff * 0.55), 1.15 * Math.exp(-diff * 0.55)],
      added: [rng.int(1, 4) * 60, rng.int(2, 6) * 60],
      halves: [
        [0, 0],
        [0, 0],
      ],
      order: [],
    }
  },

  advance(m, toT, rng) {
    const events: SimEvent[] = []
    while (!m.done && m.t < toT) {
      const ph = phase(m)
      const step = Math.min(STEP, toT - m.t)
      if (ph.half === 1 || ph.half === 2) {
        const idx = ph.half - 1
        for (const side of [0, 1] as const) {
          if (rng.chance((m.xg[side] / (2 * HALF)) * step)) {
            const pair = m.halves[idx] as Pair
            pair[side]++
            m.order.push(side === 0 ? 'home' : 'away')
            // Every fourth goal is checked by VAR before play (and betting) resumes.
            events.push({ major: true, reason: m.order.length % 4 === 0 ? 'var_check' : 'goal' })
          }
        }
      }
      const before = ph.half
      m.t += step
      const after = phase(m)
      if (after.half === 2 && after.left[1] <= 0) m.done = true
      if (before !== phase(m).half || m.done) events.push({ major: true, reason: 'period_change' })
    }
    return events
  },

  statistics(m) {
    const ph = phase(m)
    const [a, b] = m.halves
    const totalScore = { home: a[0] + b[0], away: a[1] + b[1] }
    const clock =
      ph.half === 1
        ? mmss(ph.played)
        : ph.half === 2
          ? mmss(HALF + ph.played)
          : ph.half === 0
            ? '45:00'
            : '90:00'
    const periods = [{ number: 1, home: a[0], away: a[1] }]
    if (ph.half >= 2) periods.push({ number: 2, home: b[0], away: b[1] })
    return {
      clock,
      total_score: totalScore,
      game_score: null,
      current_server: null,
      period_score: periods,
      period: ph.half === 0 ? 1 : Math.min(ph.half, 2),
      max_period_number: 2,
    }
  },

  stage(m) {
    return ['halftime', '1st_half', '2nd_half', 'ended'][phase(m).half] ?? 'ended'
  },

  facts(m): Facts {
    const [a, b] = m.halves
    return { total: [a[0] + b[0], a[1] + b[1]], periods: [[...a], [...b]], winner: null, order: [...m.order] }
  },

  scenarios(m) {
    const ph = phase(m)
    const per = (sec: number, side: 0 | 1) => (m.xg[side] * sec) / (2 * HALF)
    const p1h = pois(per(ph.left[0], 0), 5)
    const p1a = pois(per(ph.left[0], 1), 5)
    const p2h = pois(per(ph.left[1], 0), 6)
    const p2a = pois(per(ph.left[1], 1), 6)
    const homeShare = m.xg[0] / (m.xg[0] + m.xg[1])
    const [c1, c2] = m.halves
    const out: Scenario[] = []
    p1h.forEach((ph1, x1) =>
      p1a.forEach((pa1, y1) =>
        p2h.forEach((ph2, x2) =>
          p2a.forEach((pa2, y2) => {
            const p = ph1 * pa1 * ph2 * pa2
            if (p < 5e-5) return
            const periods: Pair[] = [
              [c1[0] + x1, c1[1] + y1],
              [c2[0] + x2, c2[1] + y2],
            ]
            const facts = (tail: Side[]): Facts => ({
              total: [periods[0]![0] + periods[1]![0], periods[0]![1] + periods[1]![1]],
              periods,
              winner: null,
              order: [...m.order, ...tail],
            })
            const hx = x1 + x2
            const ay = y1 + y2
            if (hx > 0 && ay > 0) {
              out.push({ p: p * homeShare, facts: facts(['home']) })
              out.push({ p: p * (1 - homeShare), facts: facts(['away']) })
            } else out.push({ p, facts: facts(hx > 0 ? ['home'] : ay > 0 ? ['away'] : []) })
          }),
        ),
      ),
    )
    const sum = out.reduce((s, x) => s + x.p, 0)
    for (const s of out) s.p /= sum
    return out
  },

  offer(m) {
    return soccerOffer(m.order.length, m.t > 0)
  },
}
