// What the feed keeps per live match beside the pricing model: the provider's statistics counters,
// the latest events, and the private state its own random stream needs to continue after a restart.
import type { StatKey, Statistics, TimelineEvent, TimelineKind } from '@sportsbook/contract'
import { TIMELINE_MAX_EVENTS } from '@sportsbook/contract'
import { Rng, type RngState } from '../../pricing/index.ts'

type Side = 0 | 1

export interface DetailSim {
  rng: RngState
  /** Simulated second of the model already turned into statistics. */
  t: number
  seq: number
  /** Soccer: side in possession and seconds of possession per side. */
  ball: Side
  poss: [number, number]
  /** Soccer: how much longer the home side keeps the ball than the away side (from ratings, ± 0.05). */
  edge: number
  /** Score and games seen at the last step (goals and games are the pricing model's, not ours). */
  score: [number, number]
  games: number
  sets: number
  /** Tennis: the server of the game being played, and the game a break point was last counted in. */
  server: Side | null
  bpGame: number
}

/** The stored row (`match_details.detail`): the public part the API serves, and `sim`. */
export interface MatchDetailRow {
  counts: [Partial<Record<StatKey, number>>, Partial<Record<StatKey, number>>]
  events: TimelineEvent[]
  sim: DetailSim
}

export function newDetail(
  seed: number,
  urnId: string,
  stats: Statistics | null,
  rating: readonly [number, number],
): MatchDetailRow {
  const rng = Rng.from(seed, `detail:${urnId}`)
  const edge = Math.max(-0.05, Math.min(0.05, (rating[0] - rating[1]) * 0.12 + (rng.next() - 0.5) * 0.01))
  const server = stats?.current_server === 'home' ? 0 : stats?.current_server === 'away' ? 1 : null
  return {
    counts: [{}, {}],
    events: [],
    sim: {
      rng: rng.state,
      t: 0,
      seq: 0,
      ball: 0,
      poss: [0, 0],
      edge,
      score: [0, 0],
      games: 0,
      sets: 0,
      server,
      bpGame: -1,
    },
  }
}

export const bump = (d: MatchDetailRow, side: Side, key: StatKey, by = 1) => {
  const c = d.counts[side]
  c[key] = (c[key] ?? 0) + by
}

export function push(
  d: MatchDetailRow,
  kind: TimelineKind,
  side: Side | null,
  clock: string | null,
  x: number,
  y: number,
): void {
  const r = (v: number) => Math.round(Math.min(100, Math.max(0, v)))
  d.events.push({
    seq: d.sim.seq++,
    kind,
    side: side === null ? null : side === 0 ? 'home' : 'away',
    clock,
    x: r(x),
    y: r(y),
  })
  if (d.events.length > TIMELINE_MAX_EVENTS) d.events.splice(0, d.events.length - TIMELINE_MAX_EVENTS)
}
