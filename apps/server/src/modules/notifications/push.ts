// After commit: every API process LISTENs for committed notification changes and publishes them on
// the player's private channel, `notification` (a new one) then `unread_counters_changed`. A lost push
// only delays the UI until its next GET /notifications/counters.
import { playerChannel, type RealtimeEvent } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import { listenTo } from '../../db/listen.ts'
import type { Publisher } from '../realtime/index.ts'
import { PUSH_ROUND } from './constants.ts'
import { presentNotification } from './presenters.ts'
import { PUSH_CHANNEL, selectMany, selectPushFacts } from './repository.ts'

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

/**
 * Follows committed changes (`listenTo`: a dedicated pooled connection, reconnecting after
 * LISTEN_RETRY_MS) and pushes them. A push lost while the connection was down only delays the UI
 * until its next GET /notifications/counters.
 */
export function startPush(
  db: Db,
  publisher: Publisher,
  log: Log,
): { ready: Promise<void>; stop(): Promise<void> } {
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
  return listenTo(
    db,
    PUSH_CHANNEL,
    (payload) => {
      if (!payload) return
      queue.push(JSON.parse(payload) as Change)
      void drain()
    },
    log,
  )
}
