// Sessions are cached per process for SESSION_CACHE_MS (sessions.ts). When several API processes share
// one database, a sign-out or password change in one must empty the others' caches at once, not up to
// SESSION_CACHE_MS later: every drop is announced with NOTIFY, and every process LISTENs. While a
// process is not listening (starting, or its connection lost) it does not cache at all.
import type pg from 'pg'
import { postgresShuttingDown } from '../../lib/postgres-shutdown.ts'
import { SESSION_INVALIDATION_RETRY_MS } from './constants.ts'
import { emitPlayerSessionsChanged } from './session-events.ts'
import { dropCachedPlayerSessions, registerSessionPeer } from './sessions.ts'
import { listen as listenOn, notify, unlisten } from './repository/notify-repository.ts'

/** The PostgreSQL notification channel; the payload is the player id. */
export const SESSION_REVOKED_CHANNEL = 'sportsbook_session_revoked'

interface Log {
  info(msg: string): void
  warn(msg: string): void
}

/** LISTENs on a dedicated pooled connection, reconnecting after SESSION_INVALIDATION_RETRY_MS. */
export function startSessionInvalidation(
  pool: pg.Pool,
  log: Log,
): { ready: Promise<void>; stop(): Promise<void> } {
  let client: pg.PoolClient | undefined
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined
  const peer = registerSessionPeer((userId) => {
    notify(pool, SESSION_REVOKED_CHANNEL, String(userId)).catch((err: Error) => {
      log.warn(
        `session invalidation: announcing failed (${err.message}); other processes keep theirs ≤ cache time`,
      )
    })
  })

  const onNotification = (msg: pg.Notification) => {
    const userId = Number(msg.payload)
    if (msg.channel === SESSION_REVOKED_CHANNEL && Number.isSafeInteger(userId)) {
      dropCachedPlayerSessions(userId)
      emitPlayerSessionsChanged(userId)
    }
  }
  const lost = (err: Error) => {
    peer.setListening(false)
    const c = client
    client = undefined
    c?.removeListener('notification', onNotification)
    c?.release(err)
    if (stopped) return
    // PostgreSQL shutting down is no fault (a restart, or this process stopping with it under Ctrl-C).
    if (postgresShuttingDown(err))
      log.info('session invalidation: PostgreSQL is shutting down; sessions uncached until it is back')
    else
      log.warn(`session invalidation: connection lost (${err.message}); sessions uncached until it is back`)
    retry = setTimeout(() => void listen(), SESSION_INVALIDATION_RETRY_MS)
    retry.unref()
  }

  async function listen(): Promise<void> {
    try {
      const c = await pool.connect()
      client = c
      c.on('notification', onNotification)
      c.once('error', lost)
      await listenOn(c, SESSION_REVOKED_CHANNEL)
      if (stopped) return
      // Anything cached before now may have missed a notification.
      dropCachedPlayerSessions()
      peer.setListening(true)
    } catch (err) {
      if (client) lost(err as Error)
      else if (!stopped) {
        retry = setTimeout(() => void listen(), SESSION_INVALIDATION_RETRY_MS)
        retry.unref()
      }
    }
  }

  return {
    ready: listen(),
    async stop() {
      stopped = true
      clearTimeout(retry)
      peer.unregister()
      const c = client
      client = undefined
      if (!c) return
      c.removeListener('notification', onNotification)
      c.removeListener('error', lost)
      await unlisten(c, SESSION_REVOKED_CHANNEL).catch(() => undefined)
      c.release()
    },
  }
}
