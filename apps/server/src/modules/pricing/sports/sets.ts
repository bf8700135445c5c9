// Set-based sports (tennis, volleyball, esports maps): units (points, rallies, rounds) build sets,
// first to win ceil(bestOf/2) sets wins. Priced by Monte Carlo over the rest of the match.
import type { Statistics } from '@sportsbook/contract'
import type { Rng } from '../rng.ts'
import type { Facts, MarketDef, MarketKey, Pair } from '../markets/types.ts'
import { lineKeys, type LineModel, type LineSpec } from './lines.ts'
import { monteCarlo } from './monte-carlo.ts'
import { defsMap, type BaseModel, type SimEvent, type SportSim } from './types.ts'

export interface SetsModel extends BaseModel, LineModel {
  periods: Pair[]
  won: Pair
  /** Probability that home wins a unit (rally, round) or holds serve (tennis, adjusted by server). */
  p: number
  /** Simulated second of the next unit. */
  next: number
  /** Sport-specific state (tennis game points and server, map clocks). */
  x: Record<string, number>
}

export interface SetsConfig {
  /** Sport key: names the Monte Carlo stream, so two sports never share one. */
  key: string
  bestOf: number
  unitSec: number
  breakSec: number
  /** Plays one unit; returns the winner of the set if it ended, and whether it was a major event. */
  play(m: SetsModel, rng: Rng): { setWinner: 0 | 1 | null; major: boolean }
  unitP(rating: [number, number]): number
  initX(rng: Rng): Record<string, number>
  stats(m: SetsModel): Pick<Statistics, 'game_score' | 'current_server'>
  stage(set: number): string
  markets: MarketDef[]
  fixed: MarketKey[]
  lines: LineSpec[]
  main: MarketKey
  secondary: MarketKey
  mainIds: number[]
}

export function setsSport(c: SetsConfig): SportSim<SetsModel> {
  const need = Math.ceil(c.bestOf / 2)
  const facts = (m: SetsModel): Facts => ({
    total: [...m.won],
    periods: m.periods.map((p) => [...p] as Pair),
    winner: m.won[0] >= need ? 'home' : m.won[1] >= need ? 'away' : null,
  })
  const sim: Omit<SportSim<SetsModel>, 'scenarios'> = {
    durationSec: 0,
    maxPeriods: c.bestOf,
    markets: defsMap(c.markets),
    main: c.main,
    secondary: c.secondary,
    mainIds: c.mainIds,
    lines: c.lines,
    init(rng: Rng, rating) {
      const p = c.unitP(rating)
      return { t: 0, rng: rng.state, done: false, rating, keys: [], suspendUntil: 0, periods: [[0, 0]], won: [0, 0], p, next: 0, x: c.initX(rng) }
    },
    advance(m, toT, rng) {
      const events: SimEvent[] = []
      while (!m.done && m.next <= toT) {
        m.t = m.next
        const r = c.play(m, rng)
        m.next += c.unitSec * (0.6 + 0.8 * rng.next())
        if (r.setWinner !== null) {
          m.won[r.setWinner]++
          if (m.won[r.setWinner] >= need) m.done = true
          else {
            m.periods.push([0, 0])
            m.next += c.breakSec
          }
          events.push({ major: true, reason: 'set_over' })
        } else if (r.major) events.push({ major: true })
      }
      if (!m.done && Number.isFinite(toT)) m.t = Math.max(m.t, toT)
      return events
    },
    statistics(m): Statistics {
      return {
        clock: null,
        total_score: { home: m.won[0], away: m.won[1] },
        ...c.stats(m),
        period_score: m.periods.map((p, i) => ({ number: i + 1, home: p[0], away: p[1] })),
        period: m.periods.length,
        max_period_number: c.bestOf,
      }
    },
    stage(m) {
      return m.done ? 'ended' : c.stage(m.periods.length)
    },
    facts,
    offer(m) {
      return [...c.fixed, ...lineKeys(c.lines, m)]
    },
  }
  return { ...sim, scenarios: (m) => monteCarlo(sim, m, `${c.key}:${m.rating.join()}`) }
}

/** Current set score (mutable). */
export const cur = (m: SetsModel): Pair => m.periods[m.periods.length - 1] as Pair

/** First to `target` with a two-point lead (volleyball sets, CS2 maps with overtime). */
export function raceUnit(m: SetsModel, rng: Rng, target: number): { setWinner: 0 | 1 | null; major: boolean } {
  const s = cur(m)
  const side = rng.chance(m.p) ? 0 : 1
  s[side]++
  const lead = s[side] - s[1 - side]!
  return { setWinner: s[side] >= target && lead >= 2 ? side : null, major: false }
}
