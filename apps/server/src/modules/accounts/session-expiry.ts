// A session that ends by itself (idle for SESSION_IDLE_TIMEOUT_MS, or SESSION_ABSOLUTE_TIMEOUT_MS after
// sign-in) ends like a sign-out: its row is deleted and the player's sessions are announced changed,
// here and through NOTIFY in every process, so the realtime hub closes that session's sockets (3014)
// within SESSION_EXPIRY_SWEEP_MS of the end instead of at the connection token's next refresh.
// Several processes may sweep at once: each row is deleted, and so announced, by one of them.
import type { FastifyBaseLogger } from 'fastify'
import type { Db, Executor } from '../../db/client.ts'
import { SESSION_EXPIRY_SWEEP_MS, SESSION_IDLE_TIMEOUT_MS } from './constants.ts'
import { deleteEndedSessions } from './repository/sessions-repository.ts'
import { forgetPlayerSessions } from './sessions.ts'

/** Deletes the sessions that ended by `now` and announces each of their players; returns how many. */
export async function endExpiredSessions(db: Executor, now: Date): Promise<number> {
  const ended = await deleteEndedSessions(db, now, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS))
  for (const userId of new Set(ended.map((r) => r.userId))) forgetPlayerSessions(userId)
  return ended.length
}

export interface SessionExpirySweep {
  /** Stops the timer and waits for a sweep in progress, so the pool can close after it. */
  stop(): Promise<void>
}

/** Sweeps every `intervalMs`; a failed sweep is logged and the next one tries again. */
export function startSessionExpirySweep(
  db: Db,
  now: () => Date,
  log: FastifyBaseLogger,
  intervalMs = SESSION_EXPIRY_SWEEP_MS,
): SessionExpirySweep {
  let running: Promise<void> | undefined
  let stopped = false
  // A sweep still running (a slow database) is not queued behind: the next tick looks again.
  const timer = setInterval(() => {
    if (running || stopped) return
    running = endExpiredSessions(db, now())
      .then(
        () => undefined,
        (err: unknown) => log.warn({ err }, 'sweep of expired sessions failed'),
      )
      .finally(() => (running = undefined))
  }, intervalMs).unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
