// The development commands of the demo feed (issue #33's scenario simulator, ADR 037): each puts a
// cached match's model in a state (kicked off now, a score, paused, ended, abandoned, not covered,
// markets held, markets not allowed or handed over, a burst of price changes) and the engine then runs a tick through the normal path, so the rows, the
// publications and betting (settlement, early payout, cash-out) move as with the provider's own play.
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain'
import type { CachedMatch } from './live.ts'
import { setMatchScore } from './set-score.ts'
import type { FeedCommand, FeedCommandOutcome } from './types.ts'

type StatusCommand = Extract<FeedCommand, { kind: 'status' }>['status']

/** A held match's markets stay suspended this long in simulated seconds (until resumed or ended). */
const HOLD_SEC = 1e9
/** The most outcome prices one storm command moves (a soccer match offers a few hundred). */
export const STORM_MAX_CHANGES = 2000

const live = (c: CachedMatch) =>
  c.status === MATCH_STATUS.LIVE || c.status === MATCH_STATUS.STOPPED || c.status === MATCH_STATUS.NOT_COVERED

/** Applies the command to the cached match; 'set' means a tick should now publish it. */
export function applyCommand(
  c: CachedMatch,
  cmd: FeedCommand,
  nowMs: number,
  speed: number,
): FeedCommandOutcome {
  if (cmd.kind === 'kick_off') {
    if (c.status !== MATCH_STATUS.PREMATCH) return live(c) ? 'unchanged' : 'not_live'
    c.start = nowMs
    return 'set'
  }
  if (!live(c)) return 'not_live'
  switch (cmd.kind) {
    case 'score':
      return setMatchScore(c, cmd)
    case 'suspend':
      c.model.suspendUntil = c.model.t + cmd.seconds * speed
      c.model.suspendReason = 'match_event'
      return 'set'
    case 'storm':
      c.storm = Math.min(STORM_MAX_CHANGES, (c.storm ?? 0) + cmd.changes)
      return 'set'
    case 'markets': {
      const next = cmd.status === MARKET_STATUS.ALLOWED ? undefined : cmd.status
      if (c.marketStatus === next) return 'unchanged'
      c.marketStatus = next
      return 'set'
    }
    case 'status':
      return setStatus(c, cmd.status, nowMs)
  }
}

function setStatus(c: CachedMatch, status: StatusCommand, nowMs: number) {
  if (status === 'not_covered') {
    if (c.notCovered) return 'unchanged'
    c.notCovered = true
    return 'set'
  }
  if (status === 'live' && c.notCovered) {
    c.notCovered = undefined
    if (c.pausedAt === undefined) return 'set'
  }
  if (status === 'paused') {
    if (c.pausedAt !== undefined) return 'unchanged'
    c.pausedAt = nowMs
    c.model.suspendUntil = c.model.t + HOLD_SEC
    c.model.suspendReason = 'match_event'
    return 'set'
  }
  if (status === 'live') {
    if (c.pausedAt === undefined) return 'unchanged'
    c.pausedMs = (c.pausedMs ?? 0) + nowMs - c.pausedAt
    c.pausedAt = undefined
    c.model.suspendUntil = c.model.t
    return 'set'
  }
  if (status === 'abandoned') c.abandoned = true
  c.model.done = true
  c.pausedAt = undefined
  return 'set'
}
