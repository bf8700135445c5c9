// After commit, throttled: `tournament_pool_changed` on every `public:{locale}` when a tournament's
// pool grew, and `bonus_issued` on the player's private channel for a hunting or prize freebet.
// The placing transaction only notes what may have changed; every TOURNAMENT_POOL_PUSH_MS the notes
// are read back from the database, so a rolled-back change publishes nothing and a burst of bets
// becomes one publication per tournament per interval.
import type { FastifyBaseLogger } from 'fastify'
import { publicChannel, type RealtimeEvent } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import type { Publisher } from '../realtime/index.ts'
import { campaignWireId, freebetRows, presentFreebet, publishBonusIssued } from '../bonus-campaigns/index.ts'
import { moneyWireOf } from '@sportsbook/contract'
import { selectLanguage, selectPools } from './repository.ts'

/** Reads of a note before it is dropped (its transaction may commit just after a read). */
const TRIES = 3

interface Watcher {
  pool(id: number): void
  freebet(userId: number, id: number): void
  flush(): Promise<void>
}
const watchers = new Set<Watcher>()

/** In the placing transaction: this tournament's pool may have grown. */
export const notePoolChange = (id: number) => watchers.forEach((w) => w.pool(id))
/** In the issuing transaction: this freebet may have been issued. */
export const noteFreebetIssued = (userId: number, id: number) =>
  watchers.forEach((w) => w.freebet(userId, id))
/** Publishes what is pending now instead of at the next interval (tests). */
export const flushPointsPush = async () => {
  await Promise.all([...watchers].map((w) => w.flush()))
}

export interface PointsPushOptions {
  db: Db
  publisher: Publisher
  log: FastifyBaseLogger
  locales: readonly string[]
  now: () => Date
  intervalMs: number
}

export function startPointsPush(o: PointsPushOptions) {
  const pools = new Map<number, number>()
  const freebets = new Map<number, { userId: number; tries: number }>()
  const published = new Map<number, number>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const schedule = () => {
    if (timer || stopped) return
    timer = setTimeout(() => {
      timer = undefined
      void flush().finally(() => (pools.size + freebets.size > 0 ? schedule() : undefined))
    }, o.intervalMs)
    timer.unref()
  }

  async function flushPools() {
    if (pools.size === 0) return
    for (const row of await selectPools(o.db, [...pools.keys()])) {
      const tries = (pools.get(row.id) ?? 1) - 1
      if (published.get(row.id) === row.pool) {
        if (tries <= 0) pools.delete(row.id)
        else pools.set(row.id, tries)
        continue
      }
      pools.delete(row.id)
      published.set(row.id, row.pool)
      const data: RealtimeEvent = {
        type: 'tournament_pool_changed',
        tournament_id: campaignWireId(row.id),
        pool: moneyWireOf(row.pool, row.currency),
      }
      await Promise.all(
        o.locales.map((l) => o.publisher.publish(publicChannel(l), data, { tags: { event: data.type } })),
      )
    }
  }

  async function flushFreebets() {
    for (const [id, f] of [...freebets]) {
      const row = await freebetRows.selectPlayerBonus(o.db, f.userId, id)
      if (row) {
        freebets.delete(id)
        const language = await selectLanguage(o.db, f.userId)
        publishBonusIssued(o.publisher, o.log, { userId: f.userId, language }, presentFreebet(row, o.now()))
      } else if (--f.tries <= 0) freebets.delete(id)
    }
  }

  /** Publishes what changed since the last flush (tests call it instead of waiting). */
  async function flush() {
    try {
      await flushPools()
      await flushFreebets()
    } catch (err) {
      o.log.warn({ err }, 'hunting/tournament push failed')
    }
  }

  const watcher: Watcher = {
    flush,
    pool(id) {
      pools.set(id, TRIES)
      schedule()
    },
    freebet(userId, id) {
      freebets.set(id, { userId, tries: TRIES })
      schedule()
    },
  }
  watchers.add(watcher)
  return {
    flush,
    stop() {
      stopped = true
      clearTimeout(timer)
      watchers.delete(watcher)
    },
  }
}
