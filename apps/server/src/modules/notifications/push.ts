// After commit: every API process LISTENs for committed notification changes and publishes them on
// the player's private channel, `notification` (a new one) then `unread_counters_changed`. A lost push
// only delays the UI until its next GET /notifications/counters.
import type pg from 'pg'
import { postgresShuttingDown } from '../../lib/postgres-shutdown.ts'
import { playerChannel, type RealtimeEvent } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import type { Publisher } from '../realtime/index.ts'
import { PUSH_LISTEN_RETRY_MS, PUSH_ROUND } from './constants.ts'
import { presentNotification } from './presenters.ts'
import { listen, PUSH_CHANNEL, selectMany, selectPushFacts, unlisten } from './repository.ts'

interface Log {
  info(msg: string): void
  warn(obj: object, msg: string): void
}

/** Locales are channel segments; a language the channel name cannot hold falls back to English. */

type Change = { u: number; n: number | null }

/**
 * Publishes a round of committed changes: each player's new notifications in order, then their unread
 * count once. Two statements per round, however many changes (a settled match writes thousands).
 */
export async function pushChanges(db: Db, publisher: Publisher, changes: readonly Change[]) {
  const byUser = new Map<number, number[]>()
  for (const { u, n } of changes) {
    const ids = byUser.get(u) ?? []
    if (n !== null) ids.push(n)
    byUser.set(u, ids)
  }
  const [facts, rows] = await Promise.all([
    selectPushFacts(db, [...byUser.keys()]),
    selectMany(db, [...byUser.values()].flat()),
  ])
  const byId = new Map(rows.map((r) => [r.id, r]))
  await Promise.all(
    [...byUser].map(async ([userId, ids]) => {
      const player = facts.get(userId)
      const channel = playerChannel(player?.language, userId)
      const send = (data: RealtimeEvent) => publisher.publish(channel, data, { tags: { event: data.type } })
      for (const id of ids) {
        const row = byId.get(id)
        const notification = row && presentNotification(row)
        if (notification) await send({ type: 'notification', notification })
      }
      await send({ type: 'unread_counters_changed', counters: { notifications: player?.unread ?? 0 } })
    }),
  )
}

/** LISTENs on a dedicated pooled connection, reconnecting after PUSH_LISTEN_RETRY_MS. */
export function startPush(
  db: Db,
  publisher: Publisher,
  log: Log,
): { ready: Promise<void>; stop(): Promise<void> } {
  const pool = db.$client
  let client: pg.PoolClient | undefined
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined

  // Changes queue up and go out PUSH_ROUND at a time, one round after another: a burst costs a few
  // statements per round, and the pool stays free for the requests of other players meanwhile.
  const queue: Change[] = []
  let draining = false
  async function drain() {
    if (draining) return
    draining = true
    try {
      while (queue.length > 0) {
        const round = queue.splice(0, PUSH_ROUND)
        await pushChanges(db, publisher, round).catch((err: unknown) =>
          log.warn({ err, changes: round.length }, 'notification push failed'),
        )
      }
    } finally {
      draining = false
    }
  }
  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== PUSH_CHANNEL || !msg.payload) return
    queue.push(JSON.parse(msg.payload) as Change)
    void drain()
  }
  const again = () => {
    if (stopped) return
    retry = setTimeout(() => void connect(), PUSH_LISTEN_RETRY_MS)
    retry.unref()
  }
  const lost = (err: Error) => {
    const c = client
    client = undefined
    c?.removeListener('notification', onNotification)
    c?.release(err)
    // PostgreSQL shutting down is no fault (a restart, or this process stopping with it under Ctrl-C).
    if (!stopped && postgresShuttingDown(err))
      log.info('notification push: PostgreSQL is shutting down; retrying')
    else if (!stopped) log.warn({ err }, 'notification push: connection lost; retrying')
    again()
  }
  async function connect(): Promise<void> {
    try {
      const c = await pool.connect()
      client = c
      c.on('notification', onNotification)
      c.once('error', lost)
      await listen(c)
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
      await unlisten(c).catch(() => undefined)
      c.release()
    },
  }
}
