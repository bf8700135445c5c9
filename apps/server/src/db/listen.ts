// LISTEN on one PostgreSQL channel from a dedicated pooled connection, reconnecting after
// LISTEN_RETRY_MS, and NOTIFY on it: how one process tells the others that something committed
// (the feed's catalog changes, settlement work queued, committed notifications to push).
import type pg from 'pg'
import { sql } from 'drizzle-orm'
import type { Db, Executor } from './client.ts'
import { postgresShuttingDown } from '../lib/postgres-shutdown.ts'

/** Wait before LISTEN is tried again after its connection failed (docs/constants.md). */
export const LISTEN_RETRY_MS = 2_000

interface Log {
  info(msg: string): void
  warn(obj: object, msg: string): void
}

/** `channel` is a constant identifier of ours (LISTEN takes no parameter): letters and underscores. */
const checked = (channel: string) => {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`)
  return channel
}

/** Sends `payload` (at most 8000 bytes) to every process listening on `channel`, at the commit of `db`'s transaction. */
export async function notify(db: Executor, channel: string, payload = ''): Promise<void> {
  await db.execute(sql`select pg_notify(${checked(channel)}, ${payload})`)
}

/**
 * Calls `onPayload` with each notification on `channel`; `onReconnect` after a lost connection came
 * back (notifications sent meanwhile were lost: the caller catches up).
 */
export function listenTo(
  db: Db,
  channel: string,
  onPayload: (payload: string) => void,
  log: Log,
  onReconnect: () => void = () => undefined,
): { ready: Promise<void>; stop(): Promise<void> } {
  const name = checked(channel)
  let client: pg.PoolClient | undefined
  let stopped = false
  let failed = false
  let retry: ReturnType<typeof setTimeout> | undefined
  const onNotification = (msg: pg.Notification) => {
    if (msg.channel === name) onPayload(msg.payload ?? '')
  }
  const again = () => {
    if (stopped) return
    failed = true
    retry = setTimeout(() => void connect(), LISTEN_RETRY_MS)
    retry.unref()
  }
  const lost = (err: Error) => {
    const c = client
    client = undefined
    c?.removeListener('notification', onNotification)
    c?.release(err)
    if (!stopped && postgresShuttingDown(err))
      log.info(`LISTEN ${name}: PostgreSQL is shutting down; retrying`)
    else if (!stopped) log.warn({ err }, `LISTEN ${name}: connection lost; retrying`)
    again()
  }
  async function connect(): Promise<void> {
    try {
      const c = await db.$client.connect()
      client = c
      c.on('notification', onNotification)
      c.once('error', lost)
      await c.query(`LISTEN ${name}`)
      if (failed) onReconnect()
      failed = false
    } catch (err) {
      if (client) lost(err as Error)
      else again()
    }
  }
  return {
    ready: connect(),
    async stop() {
      stopped = true
      clearTimeout(retry)
      const c = client
      client = undefined
      if (!c) return
      c.removeListener('notification', onNotification)
      c.removeListener('error', lost)
      await c.query(`UNLISTEN ${name}`).catch(() => undefined)
      c.release()
    },
  }
}
