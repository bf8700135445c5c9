// Deletes rows nobody can use any more, so the auth tables and the outbox do not grow without end:
// expired tokens, dead sessions, past days' SMS codes, old outbox messages and forgotten sign-in failures. Runs once when the
// server is ready, then every PRUNE_INTERVAL_MS.
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { utcDay } from './phone.ts'
import { SIGN_IN_FAILURE_MEMORY_MS } from './constants.ts'
import { endExpiredSessions } from './session-expiry.ts'
import { deleteThrottlesBefore } from './repository/throttle-repository.ts'
import {
  deleteExpiredCodesBefore,
  deleteExpiredTokens,
  deleteOutboxBefore,
} from './repository/prune-repository.ts'

/** How often the prune runs: hourly keeps the tables small at the cost of one cheap pass. */
export const PRUNE_INTERVAL_MS = 60 * 60_000
/**
 * Outbox messages are kept this long: past the longest-lived link they carry (confirmation and
 * unlock, 3 days) with room for a person reading the development outbox after a weekend.
 */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60_000

export interface PruneCounts {
  tokens: number
  sessions: number
  phoneCodes: number
  outbox: number
  /** Failure streaks of sign-in logins past SIGN_IN_FAILURE_MEMORY_MS. */
  throttles: number
}

export async function pruneExpired(db: Db, now: Date): Promise<PruneCounts> {
  const tokens = await deleteExpiredTokens(db, now)
  // Announced like a sign-out, as the expiry sweep does (session-expiry.ts).
  const dead = await endExpiredSessions(db, now)
  // Today's codes stay even when expired: they count towards the daily SMS limit.
  const codes = await deleteExpiredCodesBefore(db, now, utcDay(now))
  const old = await deleteOutboxBefore(db, new Date(now.getTime() - OUTBOX_RETENTION_MS))
  const throttles = await deleteThrottlesBefore(db, new Date(now.getTime() - SIGN_IN_FAILURE_MEMORY_MS))
  return { tokens, sessions: dead, phoneCodes: codes, outbox: old, throttles }
}

export interface PruneJob {
  /** Stops the timer and waits for a run in progress, so the pool can close after it. */
  stop(): Promise<void>
}

/** Runs the prune now and then every `intervalMs`; a failed run is logged and the next one tries again. */
export function startPruneJob(
  db: Db,
  now: () => Date,
  log: FastifyBaseLogger,
  intervalMs = PRUNE_INTERVAL_MS,
): PruneJob & { first: Promise<void> } {
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const run = () => {
    if (stopped) return running
    running = running.then(async () => {
      if (stopped) return
      try {
        const counts = await pruneExpired(db, now())
        log.debug({ pruned: counts }, 'pruned expired auth rows and old outbox messages')
      } catch (err) {
        log.warn({ err }, 'prune of expired rows failed')
      }
    })
    return running
  }
  const first = run()
  // unref: the job alone does not keep the process alive.
  const timer = setInterval(() => void run(), intervalMs).unref()
  return {
    first,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
