// The development score switch (POST /api/dev/matches/{id}/score): puts a live match's model at a
// given total score, as if goals were scored (or taken back by VAR), so the next step of the normal
// tick path reprices it, suspends its markets like a goal, and publishes the scoreboard and prices.
// Soccer (goals in the current half, and their order) and the timed sports (basketball, ice hockey:
// points in the current period); other sports keep their own scoring and are refused.
import type { CachedMatch } from './live.ts'
import { SUSPEND_SEC } from './live.ts'
import type { ScoreSwitch } from './types.ts'

export type ScoreSwitchOutcome = Exclude<ScoreSwitch, 'not_live'>
type Pair = [number, number]
type Score = { home: number; away: number }

const HALF_SEC = 45 * 60
const BREAK_SEC = 15 * 60

/** The periods' points, and which period a new point goes to (the one being played). */
function periodsOf(c: CachedMatch): { periods: Pair[]; current: number; order?: ('home' | 'away')[] } | null {
  const m = c.model as unknown as Record<string, unknown>
  if (c.sport === 'soccer') {
    const halves = m.halves as Pair[]
    const added = m.added as Pair
    const current = c.model.t < HALF_SEC + added[0] + BREAK_SEC ? 0 : 1
    return { periods: halves, current, order: m.order as ('home' | 'away')[] }
  }
  if (c.sport === 'basketball' || c.sport === 'ice-hockey') {
    const periods = m.periods as Pair[]
    return { periods, current: periods.length - 1 }
  }
  return null
}

/** Moves one side's total by `delta`: added to the current period, taken from the latest ones first. */
function move(p: { periods: Pair[]; current: number; order?: string[] }, side: 0 | 1, delta: number) {
  const name = side === 0 ? 'home' : 'away'
  if (delta > 0) {
    p.periods[p.current]![side] += delta
    for (let i = 0; i < delta; i++) p.order?.push(name)
    return
  }
  let left = -delta
  for (let i = p.current; i >= 0 && left > 0; i--) {
    const take = Math.min(left, p.periods[i]![side])
    p.periods[i]![side] -= take
    left -= take
  }
  for (let i = 0; i < -delta && p.order; i++) {
    const at = p.order.lastIndexOf(name)
    if (at >= 0) p.order.splice(at, 1)
  }
}

/** Sets the match's total score; markets suspend as after a goal (a VAR check when one was taken back). */
export function setMatchScore(c: CachedMatch, score: Score): ScoreSwitchOutcome {
  const p = periodsOf(c)
  if (!p) return 'unsupported'
  const total = p.periods.reduce<Pair>((t, x) => [t[0] + x[0], t[1] + x[1]], [0, 0])
  const delta: Pair = [score.home - total[0], score.away - total[1]]
  if (delta[0] === 0 && delta[1] === 0) return 'unchanged'
  move(p, 0, delta[0])
  move(p, 1, delta[1])
  c.model.suspendUntil = c.model.t + SUSPEND_SEC
  c.model.suspendReason = delta[0] < 0 || delta[1] < 0 ? 'var_check' : 'goal'
  return 'set'
}
