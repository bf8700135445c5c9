// The catalog cache across processes (ADR 038): the feed role NOTIFYs CATALOG_CHANNEL after each
// committed batch of changes, naming the matches whose markets moved; every API process without the
// feed LISTENs and drops its cached answers, so a second API process serves the feed's catalog within
// the round trip of a NOTIFY, and a crowd of visitors still costs no query each.
import { listenTo, notify } from '../../db/listen.ts'
import { postgresConnectionLost } from '../../lib/postgres-shutdown.ts'
import type { Db } from '../../db/client.ts'
import type { Feed } from '../feed/index.ts'
import type { ResponseCache } from './response-cache.ts'

/** PostgreSQL channel of the feed's committed catalog changes. */
export const CATALOG_CHANNEL = 'catalog_changed'

/** NOTIFY payloads are at most 8000 bytes; more match ids than this and the payload says "all". */
const MAX_IDS = 500

interface Log {
  info(msg: string): void
  warn(obj: object, msg: string): void
}

/** Feed role: each batch of changes is announced once it has committed. Returns the disconnect. */
export function announceFeedChanges(db: Db, feed: Feed, log: Log): () => void {
  let chain = Promise.resolve()
  return feed.onChange((changes) => {
    const moved = [...new Set(changes.flatMap((c) => (c.type === 'markets_changed' ? [c.matchId] : [])))]
    const payload = moved.length > MAX_IDS ? '*' : moved.join(',')
    chain = chain
      .then(() => notify(db, CATALOG_CHANNEL, payload))
      .catch((err: unknown) => {
        // PostgreSQL going away (a restart, or a shutdown under way): the next batch notifies again.
        if (postgresConnectionLost(err)) log.info('catalog changes: PostgreSQL connection lost')
        else log.warn({ err }, 'catalog changes: NOTIFY failed')
      })
  })
}

/**
 * API role without the feed: drops the cache on every announced change. A LISTEN connection lost and
 * back drops it too (changes meanwhile were missed).
 */
export function followCatalogChanges(
  db: Db,
  cache: ResponseCache,
  log: Log,
): { ready: Promise<void>; stop(): Promise<void> } {
  const drop = () => cache.invalidate()
  return listenTo(db, CATALOG_CHANNEL, drop, log, drop)
}
