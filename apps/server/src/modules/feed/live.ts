// One simulation step of one match: kick-off, play to the current simulated second, suspend after
// events, reprice, finish and settle. Pure apart from the model it mutates.
import { MATCH_STATUS } from '@sportsbook/domain'
import type { SportKey } from './catalog.ts'
import { type BaseModel, type MarketRow, quoteMatch, Rng, SIMS } from '../pricing/index.ts'
import type { MatchDetailRow } from './detail/index.ts'
import { cancelled, held, storm } from './storm.ts'

/** Simulated seconds markets stay suspended after a goal, set, map or period change (≥ one tick). */
export const SUSPEND_SEC = 20
/** Catching up more than this on the first live step (restart, seeding) does not suspend markets. */
const CATCH_UP_SEC = 120

export interface CachedMatch {
  id: number
  urnId: string
  sport: SportKey
  status: number
  start: number
  model: BaseModel
  stage: string | null
  statsJson: string
  hashes: Map<string, string>
  secondaryId: number
  secondarySpecifier: string
  /** The provider's statistics and timeline (soccer, tennis), once the match has started. */
  detail?: MatchDetailRow
  /** Development commands (commands.ts): when the match was paused, wall ms it spent paused. */
  pausedAt?: number
  pausedMs?: number
  /** Ended as abandoned: closed, every market cancelled (bets on it void). */
  abandoned?: boolean
  /** Not covered by the provider (status 5, no bets) until a `live` command. */
  notCovered?: boolean
  /** Every open or suspended market held at this status (0 not allowed, -2 handed over). */
  marketStatus?: number
  /** Outcome prices the next step moves on top of the model's (a price storm). */
  storm?: number
  stormSeq?: number
}

export interface StepResult {
  rows: MarketRow[]
  statusChanged: boolean
  matchChanged: boolean
  statistics: unknown
  result: unknown
}

export function stepMatch(c: CachedMatch, nowMs: number, speed: number): StepResult | null {
  if (c.status === MATCH_STATUS.PREMATCH && nowMs < c.start) return null
  const sim = SIMS[c.sport]
  const exact = c.sport === 'soccer'
  const wasPrematch = c.status === MATCH_STATUS.PREMATCH
  const wasStatus = c.status
  const target = c.pausedAt === undefined ? ((nowMs - c.start - (c.pausedMs ?? 0)) / 1000) * speed : c.model.t
  const before = c.model.t
  const rng = new Rng(c.model.rng)
  const events = sim.advance(c.model, target, rng)
  c.model.rng = rng.state
  const major = events.filter((e) => e.major).at(-1)
  if (major && !(wasPrematch && target - before > CATCH_UP_SEC)) {
    c.model.suspendUntil = target + SUSPEND_SEC
    c.model.suspendReason = major.reason ?? 'match_event'
  }
  const statistics = sim.statistics(c.model)
  const finished = c.model.done
  c.status = finished
    ? c.abandoned
      ? MATCH_STATUS.CLOSED
      : MATCH_STATUS.FINISHED
    : c.pausedAt !== undefined
      ? MATCH_STATUS.STOPPED
      : c.notCovered
        ? MATCH_STATUS.NOT_COVERED
        : MATCH_STATUS.LIVE
  const stage = finished ? 'ended' : sim.stage(c.model)
  const quoted = quoteMatch(sim, c.model, finished ? 'final' : 'live', exact)
  const rows = c.abandoned ? quoted.map(cancelled) : held(c.marketStatus, storm(c, quoted))
  const statsJson = JSON.stringify(statistics)
  const matchChanged = statsJson !== c.statsJson || stage !== c.stage
  c.statsJson = statsJson
  c.stage = stage
  const balanced = rows.find((r) => r.marketId === c.secondaryId && r.mostBalanced)
  if (balanced) c.secondarySpecifier = balanced.specifier
  const f = sim.facts(c.model)
  return {
    rows,
    statusChanged: wasPrematch || finished || c.status !== wasStatus,
    matchChanged,
    statistics,
    result: finished && !c.abandoned ? { total: f.total, periods: f.periods, winner: f.winner } : null,
  }
}
