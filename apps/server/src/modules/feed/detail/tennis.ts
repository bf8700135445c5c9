// Tennis statistics as a provider would send them: aces and double faults on the points played since
// the last step (the server's), break points when the receiver stands one point from the game, and
// games and sets (with breaks of serve) from the pricing model's score.
import type { Statistics } from '@sportsbook/contract'
import { Rng } from '../../pricing/index.ts'
import { bump, push, type MatchDetailRow } from './state.ts'

/** Average simulated seconds per point (the tennis model's unit). */
const POINT_SEC = 40
const MAX_POINTS = 400
const P_ACE = 0.08
const P_DOUBLE_FAULT = 0.035

const side = (s: 'home' | 'away' | null): 0 | 1 | null => (s === 'home' ? 0 : s === 'away' ? 1 : null)
const gamesOf = (s: Statistics) => s.period_score.reduce((a, p) => a + p.home + p.away, 0)

export function stepTennis(d: MatchDetailRow, t: number, stats: Statistics): boolean {
  const sim = d.sim
  const rng = new Rng(sim.rng)
  let changed = false
  const server = side(stats.current_server) ?? sim.server
  const points = Math.min(MAX_POINTS, Math.floor((t - sim.t) / POINT_SEC))
  sim.t = points === MAX_POINTS ? t : sim.t + points * POINT_SEC
  if (server !== null) {
    const serveX = server === 0 ? 2 : 98
    for (let i = 0; i < points; i++) {
      if (rng.chance(P_ACE)) {
        bump(d, server, 'aces')
        push(d, 'ace', server, null, 100 - serveX, 30 + rng.next() * 40)
        changed = true
      } else if (rng.chance(P_DOUBLE_FAULT)) {
        bump(d, server, 'double_faults')
        push(d, 'double_fault', server, null, server === 0 ? 40 : 60, 30 + rng.next() * 40)
        changed = true
      }
    }
  }
  const games = gamesOf(stats)
  if (games > sim.games) {
    // The side whose games went up won the game (unknown when several passed in one step).
    const winner = sim.server !== null && games === sim.games + 1 ? gameWinner(stats, sim) : null
    if (winner !== null && sim.server !== null && winner !== sim.server) {
      // A break is always won from a break point, even one that came and went between two steps.
      if (sim.bpGame !== sim.games) bump(d, winner, 'break_points')
      bump(d, winner, 'breaks_won')
    }
    push(d, 'game', winner, null, 50, 50)
    changed = true
  }
  if (stats.period_score.length > sim.sets && sim.sets > 0) {
    push(d, 'set', null, null, 50, 50)
    changed = true
  }
  sim.games = games
  sim.sets = stats.period_score.length
  recordScore(sim, stats)
  // A break point: the receiver needs one point to win the server's game; counted once per game.
  const g = stats.game_score
  if (g && server !== null && sim.bpGame !== games) {
    const [sv, rc] = server === 0 ? [g.home, g.away] : [g.away, g.home]
    if ((rc === '40' && sv !== '40' && sv !== 'A') || rc === 'A') {
      const receiver = server === 0 ? 1 : 0
      bump(d, receiver, 'break_points')
      push(d, 'break_point', receiver, null, receiver === 0 ? 25 : 75, 50)
      sim.bpGame = games
      changed = true
    }
  }
  if (server !== sim.server) {
    push(d, 'serve', server, null, server === 0 ? 2 : 98, 50)
    changed = true
  }
  sim.server = server
  sim.rng = rng.state
  return changed
}

/** Which side gained a game since the last step (home/away games summed over sets). */
function gameWinner(stats: Statistics, sim: MatchDetailRow['sim']): 0 | 1 {
  const home = stats.period_score.reduce((a, p) => a + p.home, 0)
  return home > sim.score[0] ? 0 : 1
}

function recordScore(sim: MatchDetailRow['sim'], stats: Statistics) {
  sim.score = [
    stats.period_score.reduce((a, p) => a + p.home, 0),
    stats.period_score.reduce((a, p) => a + p.away, 0),
  ]
}
