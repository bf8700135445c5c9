// Soccer statistics as a provider would send them: possession swings in 10-second slices of play;
// the side on the ball attacks, shoots, wins corners and collects cards at rates of real leagues
// (per 90 minutes: ~25 shots, ~10 corners, ~4 yellow cards, a red card every few matches). Goals
// come from the pricing model's score, each with its shot on target.
import type { Statistics } from '@sportsbook/contract'
import { Rng } from '../../pricing/index.ts'
import { bump, push, type MatchDetailRow } from './state.ts'

const SLICE = 10
/** Catching up a long gap (restart, seeding) plays at most this many slices. */
const MAX_SLICES = 700
/** Per slice, for the side on the ball. */
const P = {
  keep: 0.8,
  attack: 0.2,
  dangerous: 0.075,
  shotOff: 0.013,
  shotOn: 0.008,
  corner: 0.018,
  yellow: 0.0037,
  red: 0.00025,
}

const inPlay = (stage: string | null) => stage === '1st_half' || stage === '2nd_half'

/** "mm:ss" shifted back by `sec` seconds (events of one step get the time they happened). */
function clockAt(clock: string | null, sec: number): string | null {
  if (!clock) return null
  const [m, s] = clock.split(':').map(Number)
  const total = Math.max(0, (m ?? 0) * 60 + (s ?? 0) - Math.round(sec))
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/** Advances the statistics to the model's second `t`; returns whether anything a viewer sees changed. */
export function stepSoccer(
  d: MatchDetailRow,
  t: number,
  stats: Statistics,
  stage: string | null,
  prevStage: string | null,
): boolean {
  const sim = d.sim
  const rng = new Rng(sim.rng)
  let changed = false
  if (stage !== prevStage) {
    if (stage === '1st_half') push(d, 'kick_off', null, stats.clock, 50, 50)
    else if (stage === '2nd_half') push(d, 'period_start', null, stats.clock, 50, 50)
    else if (prevStage && inPlay(prevStage)) push(d, 'period_end', null, stats.clock, 50, 50)
    changed = true
  }
  if (inPlay(stage)) {
    const slices = Math.min(MAX_SLICES, Math.floor((t - sim.t) / SLICE))
    for (let i = 0; i < slices; i++) {
      const ago = (slices - i - 1) * SLICE
      const clock = clockAt(stats.clock, ago)
      // The stronger side keeps the ball longer: home's edge moves both sides' keep rates.
      const keep = P.keep + (sim.ball === 0 ? sim.edge : -sim.edge)
      if (!rng.chance(keep)) sim.ball = sim.ball === 0 ? 1 : 0
      const side = sim.ball
      sim.poss[side] += SLICE
      // x runs from the home goal (0) to the away goal (100): the home side attacks towards 100.
      const goalX = side === 0 ? 92 : 8
      const y = 15 + rng.next() * 70
      // Every dangerous attack is an attack too; plain attacks are counted, not listed.
      if (rng.chance(P.dangerous)) {
        bump(d, side, 'attacks')
        bump(d, side, 'dangerous_attacks')
        push(d, 'dangerous_attack', side, clock, side === 0 ? 75 : 25, y)
      } else if (rng.chance(P.attack)) bump(d, side, 'attacks')
      if (rng.chance(P.shotOff)) {
        bump(d, side, 'shots_off_target')
        push(d, 'shot_off_target', side, clock, goalX, y)
      } else if (rng.chance(P.shotOn)) {
        bump(d, side, 'shots_on_target')
        push(d, 'shot_on_target', side, clock, goalX, 35 + rng.next() * 30)
      }
      if (rng.chance(P.corner)) {
        bump(d, side, 'corners')
        push(d, 'corner', side, clock, side === 0 ? 100 : 0, rng.chance(0.5) ? 0 : 100)
      }
      // Cards go mostly to the side without the ball.
      const defender = side === 0 ? 1 : 0
      if (rng.chance(P.yellow)) {
        bump(d, defender, 'yellow_cards')
        push(d, 'yellow_card', defender, clock, 20 + rng.next() * 60, y)
      } else if (rng.chance(P.red)) {
        bump(d, defender, 'red_cards')
        push(d, 'red_card', defender, clock, 20 + rng.next() * 60, y)
      }
    }
    sim.t += slices * SLICE
    if (slices > 0) changed = true
  } else sim.t = t
  const score = stats.total_score ?? { home: 0, away: 0 }
  for (const side of [0, 1] as const) {
    const now = side === 0 ? score.home : score.away
    for (; sim.score[side] < now; sim.score[side]++) {
      bump(d, side, 'shots_on_target')
      push(d, 'goal', side, stats.clock, side === 0 ? 97 : 3, 45 + rng.next() * 10)
      changed = true
    }
  }
  const total = sim.poss[0] + sim.poss[1]
  if (total > 0) {
    d.counts[0].possession = Math.round((sim.poss[0] * 100) / total)
    d.counts[1].possession = 100 - (d.counts[0].possession ?? 0)
  }
  sim.rng = rng.state
  return changed
}
