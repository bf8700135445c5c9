// Cricket, T20: ball by ball, 20 overs or 10 wickets per innings; the home side bats first.
// A tie goes to a super over, reduced here to one draw weighted by strength.
import type { Rng } from '../rng.ts'
import { ft, handicap, period, total, twoWay } from '../markets/builders.ts'
import type { Facts, Pair } from '../markets/types.ts'
import { lineKeys, type LineModel, type LineSpec } from './lines.ts'
import { monteCarlo } from './monte-carlo.ts'
import { defsMap, type BaseModel, type SimEvent, type SportSim } from './types.ts'

const BALL_SEC = 36
const BREAK_SEC = 900
const BALLS = 120
const RUNS = [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4, 4, 4, 6]

export interface CricketModel extends BaseModel, LineModel {
  innings: 1 | 2
  runs: Pair
  wickets: Pair
  balls: Pair
  next: number
  p: number
  superOver: 0 | 1 | null
}

const facts = (m: CricketModel): Facts => ({
  total: [...m.runs],
  periods: [
    [m.runs[0], 0],
    [0, m.runs[1]],
  ],
  winner:
    m.runs[0] > m.runs[1]
      ? 'home'
      : m.runs[1] > m.runs[0]
        ? 'away'
        : m.superOver === null
          ? null
          : m.superOver === 0
            ? 'home'
            : 'away',
})

const lines: LineSpec[] = [
  { marketId: 605, kind: 'total', value: (f) => f.total[0], step: 6, around: 1 },
  { marketId: 606, kind: 'total', value: (f) => f.total[0] + f.total[1], step: 10, around: 1 },
  { marketId: 607, kind: 'hcp', value: (f) => f.total[0] - f.total[1], step: 8, around: 0 },
]

/** Wicket chance per ball and the run skew exponent of each batting side (memoized: p rarely changes). */
let batting = { p: Number.NaN, wicket: [0, 0], skew: [1, 1] }
function battingOf(p: number) {
  if (batting.p !== p) {
    // The stronger batting side loses fewer wickets and scores more per ball (u^k with k < 1 leans to
    // the boundaries at the end of RUNS); both scale with the edge so prices follow the strength gap.
    const edges = [p - 0.5, 0.5 - p]
    batting = {
      p,
      wicket: edges.map((e) => 0.045 * Math.exp(-e * 0.5)),
      skew: edges.map((e) => Math.exp(-e * 0.4)),
    }
  }
  return batting
}

function ball(m: CricketModel, rng: Rng): boolean {
  const side = (m.innings - 1) as 0 | 1
  const bat = battingOf(m.p)
  m.balls[side]++
  if (rng.chance(bat.wicket[side] ?? 0)) m.wickets[side]++
  else m.runs[side] += RUNS[Math.floor(rng.next() ** (bat.skew[side] ?? 1) * RUNS.length)] ?? 0
  const over = m.balls[side] >= BALLS || m.wickets[side] >= 10 || (side === 1 && m.runs[1] > m.runs[0])
  if (!over) return false
  if (side === 0) {
    m.innings = 2
    m.next += BREAK_SEC
  } else {
    if (m.runs[0] === m.runs[1]) m.superOver = rng.chance(m.p) ? 0 : 1
    m.done = true
  }
  return true
}

const sim: Omit<SportSim<CricketModel>, 'scenarios'> = {
  durationSec: 2 * BALLS * BALL_SEC + BREAK_SEC,
  maxPeriods: 2,
  markets: defsMap([
    twoWay({ id: 340, name: 'Winner (incl. super over)', groups: ['main'], priority: 100 }, ft),
    total({ id: 605, name: '1st innings - total runs', groups: ['innings'], priority: 80 }, period(1)),
    total({ id: 606, name: 'Total runs', groups: ['main'], priority: 90 }, ft),
    handicap({ id: 607, name: 'Runs handicap', groups: ['main', 'handicap'], priority: 85 }, ft),
  ]),
  main: { marketId: 340, specifier: '' },
  secondary: { marketId: 606, specifier: '' },
  mainIds: [340, 606],
  lines,
  init(rng, rating) {
    return {
      t: 0,
      rng: rng.state,
      done: false,
      rating,
      keys: [],
      suspendUntil: 0,
      innings: 1,
      runs: [0, 0],
      wickets: [0, 0],
      balls: [0, 0],
      next: 0,
      superOver: null,
      p: 1 / (1 + Math.exp(-(rating[0] - rating[1]) * 0.8)),
    }
  },
  advance(m, toT, rng) {
    const events: SimEvent[] = []
    while (!m.done && m.next <= toT) {
      m.t = m.next
      const w = m.wickets[m.innings - 1]
      const inningsOver = ball(m, rng)
      m.next += BALL_SEC * (0.7 + 0.6 * rng.next())
      if (inningsOver || m.wickets[m.innings - 1] !== w) events.push({ major: true })
    }
    if (!m.done && Number.isFinite(toT)) m.t = Math.max(m.t, toT)
    return events
  },
  statistics(m) {
    return {
      clock: null,
      total_score: { home: m.runs[0], away: m.runs[1] },
      game_score: null,
      current_server: null,
      period_score: [
        { number: 1, home: m.runs[0], away: 0 },
        ...(m.innings === 2 ? [{ number: 2, home: 0, away: m.runs[1] }] : []),
      ],
      period: m.innings,
      max_period_number: 2,
    }
  },
  stage: (m) => (m.done ? 'ended' : m.innings === 1 ? '1st_innings' : '2nd_innings'),
  facts,
  offer: (m) => [{ marketId: 340, specifier: '' }, ...lineKeys(lines, m)],
}

export const cricket: SportSim<CricketModel> = {
  ...sim,
  scenarios: (m) => monteCarlo(sim, m, `cricket:${m.rating.join()}`),
}
