// The demo feed's public interface: the provider simulator that fills and moves the catalog.
// The server starts it at boot; realtime (later) listens to its change events.
import type { Market } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import type { MatchDetailRow } from './detail/index.ts'

export interface FeedOptions {
  /** Same seed → same sports, leagues, teams, schedule and simulated play. */
  seed: number
  /** Simulation speed multiplier: 1 = real time; tests and demos use 10-60. */
  speed: number
  /** Wall clock, injected so tests control time. */
  now: () => Date
  log?: { info(msg: string): void; warn(msg: string): void; error(msg: string, err?: unknown): void }
}

/** What changed in one tick; the realtime layer turns these into channel publications. */
export type FeedChange =
  | {
      type: 'match_changed'
      matchId: number
      /** The match's statistics and timeline as stored, when they moved this tick (soccer, tennis). */
      detail?: { sportKey: string; row: MatchDetailRow }
    }
  | { type: 'match_status_changed'; matchId: number; status: number }
  | {
      type: 'markets_changed'
      matchId: number
      marketKeys: { marketId: number; specifier: string }[]
      /** The changed markets as the wire shows them, built from the rows the tick wrote (no read-back). */
      markets: Market[]
    }
  | { type: 'provider_status_changed'; provider: string; active: boolean }

export interface Feed {
  /** Seeds the catalog if empty (or tops up the schedule), then starts the simulation loop. */
  start(): Promise<void>
  /** Stops the loop and waits for the tick in progress to finish writing. */
  stop(): Promise<void>
  /** Runs one simulation step at the current clock; used by tests instead of the timer. */
  tick(): Promise<FeedChange[]>
  onChange(listener: (changes: FeedChange[]) => void): () => void
  /** Development only: a live match's total score set now (POST /api/dev/matches/{id}/score). */
  setScore(matchId: number, score: { home: number; away: number }): Promise<ScoreSwitch>
  /** Development only: one match put in a state now, then a tick publishes it (scenarios, commands.ts). */
  command(matchId: number, cmd: FeedCommand): Promise<FeedCommandOutcome>
  readonly running: boolean
}

/** A development command on one match of the demo feed (issue #33's scenarios). */
export type FeedCommand =
  | { kind: 'kick_off' }
  | { kind: 'score'; home: number; away: number }
  | { kind: 'status'; status: 'live' | 'paused' | 'ended' | 'abandoned' | 'not_covered' }
  /** Every open or suspended market of the match held at 0 (not allowed) or -2 (handed over); 1 ends it. */
  | { kind: 'markets'; status: 0 | -2 | 1 }
  /** Every market of the match suspended for `seconds` of wall time. */
  | { kind: 'suspend'; seconds: number }
  /** This many open outcome prices moved on the next step. */
  | { kind: 'storm'; changes: number }

/** What a command did: set (a tick published it), unchanged, or refused. */
export type FeedCommandOutcome = 'set' | 'unchanged' | 'unsupported' | 'not_live' | 'not_found'

/** What the score switch did: set (a tick published it), unchanged, or refused. */
export type ScoreSwitch = 'set' | 'unchanged' | 'unsupported' | 'not_live'

export type CreateFeed = (db: Db, opts: FeedOptions) => Feed
