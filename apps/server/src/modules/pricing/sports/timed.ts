// Timed team sports (basketball, ice hockey): a clock runs through periods with breaks; each step
// both sides may score (possessions for basketball, Poisson chances for hockey). Priced by Monte Carlo.
import type { Statistics } from '@sportsbook/contract'
import type { Rng } from '../rng.ts'
import type { Facts, MarketDef, MarketKey, Pair } from '../markets/types.ts'
import { lineKeys, type LineModel, type LineSpec } from './lines.ts'
import { monteCarlo } from './monte-carlo.ts'
import { defsMap, mmss, type BaseModel, type SimEvent, type SportSim } from './types.ts'

export interface TimedModel extends BaseModel, LineModel {
  periods: Pair[]
  /** Scoring rate per step for each side. */
  rate: [number, number]
}

export interface TimedConfig {
  /** Sport key: names the Monte Carlo stream, so two sports never share one. */
  key: string
  periods: number
  periodSec: number
  breakSec: number
  step: number
  overtimeSec: number | null
  /** Points scored by one side in one step. */
  score(rng: Rng, rate: number): number
  /** Expected per-step rates from ratings. */
  rates(rating: [number, number]): [number, number]
  stages: (period: number, overtime: boolean) => string
  markets: MarketDef[]
  fixed: MarketKey[]
  lines: LineSpec[]
  main: MarketKey
  secondary: MarketKey
  mainIds: number[]
  /** Scores that count as a major event (suspend markets): hockey goals yes, basketball baskets no. */
  scoreIsMajor: boolean
}

export function timedSport(c: TimedConfig): SportSim<TimedModel> {
  const slot = c.periodSec + c.breakSec
  /** Current period (1-based), whether in its break, and clock seconds inside it. */
  const where = (m: TimedModel) => {
    const idx = Math.floor(m.t / slot)
    const inside = m.t - idx * slot
    const len = idx < c.periods ? c.periodSec : (c.overtimeSec ?? 0)
    return { period: idx + 1, inBreak: inside >= len, clock: Math.min(inside, len), len }
  }
  const facts = (m: TimedModel): Facts => {
    const total = m.periods.reduce<Pair>((a, p) => [a[0] + p[0], a[1] + p[1]], [0, 0])
    return { total, periods: m.periods.map((p) => [...p] as Pair), winner: total[0] > total[1] ? 'home' : total[1] > total[0] ? 'away' : null }
  }
  const sim: Omit<SportSim<TimedModel>, 'scenarios'> = {
    durationSec: c.periods * slot,
    maxPeriods: c.periods,
    markets: defsMap(c.markets),
    main: c.main,
    secondary: c.secondary,
    mainIds: c.mainIds,
    lines: c.lines,
    init(rng: Rng, rating) {
      return { t: 0, rng: rng.state, done: false, rating, keys: [], suspendUntil: 0, periods: [[0, 0]], rate: c.rates(rating) }
    },
    advance(m, toT, rng) {
      const events: SimEvent[] = []
      // The hot loop of Monte Carlo pricing: period and break are worked out inline, without allocating.
      while (!m.done && m.t < toT) {
        const idx = Math.floor(m.t / slot)
        const len = idx < c.periods ? c.periodSec : (c.overtimeSec ?? 0)
        const inBreak = m.t - idx * slot >= len
        if (!inBreak) {
          const cur = m.periods[idx] as Pair
          for (let side = 0; side < 2; side++) {
            const pts = c.score(rng, m.rate[side as 0 | 1])
            if (pts > 0) {
              cur[side as 0 | 1] += pts
              if (c.scoreIsMajor) events.push({ major: true, reason: 'goal' })
            }
          }
        }
        // Breaks pass in one jump: nothing happens in them.
        m.t = inBreak ? Math.min((idx + 1) * slot, Math.max(toT, m.t + c.step)) : m.t + c.step
        const afterIdx = Math.floor(m.t / slot)
        if (afterIdx !== idx) {
          m.periods.push([0, 0])
          events.push({ major: true, reason: 'period_change' })
        } else if (!inBreak && m.t - idx * slot >= len) {
          const f = facts(m)
          // Regulation (or an overtime period) ends level: play on when the sport has overtime.
          if (idx + 1 >= c.periods && (f.total[0] !== f.total[1] || c.overtimeSec === null)) m.done = true
          events.push({ major: true, reason: 'period_change' })
        }
      }
      return events
    },
    statistics(m): Statistics {
      const w = where(m)
      const f = facts(m)
      return {
        clock: m.done ? mmss(c.periodSec) : mmss(w.clock),
        total_score: { home: f.total[0], away: f.total[1] },
        game_score: null,
        current_server: null,
        period_score: m.periods.map((p, i) => ({ number: i + 1, home: p[0], away: p[1] })),
        period: Math.min(w.period, m.periods.length),
        max_period_number: c.periods,
      }
    },
    stage(m) {
      if (m.done) return 'ended'
      const w = where(m)
      return w.inBreak ? 'pause' : c.stages(w.period, w.period > c.periods)
    },
    facts,
    offer(m) {
      return [...c.fixed, ...lineKeys(c.lines, m)]
    },
  }
  return { ...sim, scenarios: (m) => monteCarlo(sim, m, `${c.key}:${m.rating.join()}`) }
}

export const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`
