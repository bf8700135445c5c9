// After commit: every API process LISTENs for committed notification changes and publishes them on
// the player's private channel, `notification` (a new one) then `unread_counters_changed`. A lost push
// only delays the UI until its next GET /notifications/counters.
import type pg from 'pg'
import { privateChannel, type RealtimeEvent } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import type { Publisher } from '../realtime/index.ts'
import { PUSH_LISTEN_RETRY_MS } from './constants.ts'
import { presentNotification } from './presenters.ts'
import { countUnread, listen, PUSH_CHANNEL, selectLanguage, selectOne, unlisten } from './repository.ts'

interface Log {
  warn(obj: object, msg: string): void
}

/** Locales are channel segments; a language the channel name cannot hold falls back to English. */
const localeOf = (language: string | undefined) =>
  language && /^[A-Za-z0-9_.-]{1,64}$/.test(language) ? language : 'en'

export async function pushChange(db: Db, publisher: Publisher, userId: number, id: number | null) {
  const [language, row, unread] = await Promise.all([
    selectLanguage(db, userId),
    id === null ? undefined : selectOne(db, id),
    countUnread(db, userId),
  ])
  const channel = privateChannel(localeOf(language), userId)
  const send = (data: RealtimeEvent) => publisher.publish(channel, data, { tags: { event: data.type } })
  const notification = row && presentNotification(row)
  if (notification) await send({ type: 'notification', notification })
  await send({ type: 'unread_counters_changed', counters: { notifications: unread } })
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

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== PUSH_CHANNEL || !msg.payload) return
    const { u, n } = JSON.parse(msg.payload) as { u: number; n: number | null }
    pushChange(db, publisher, u, n).catch((err: unknown) =>
      log.warn({ err, userId: u }, 'notification push failed'),
    )
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
    if (!stopped) log.warn({ err }, 'notification push: connection lost; retrying')
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
