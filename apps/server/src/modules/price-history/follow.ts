// Price history across processes (ADR 038): the feed role records the moves and NOTIFYs which matches'
// histories it stored; every API process without the feed LISTENs and forgets those from memory, so
// their next request reads the stored history, not the one it loaded first.
import type { FastifyInstance } from 'fastify'
import { listenTo, notify } from '../../db/listen.ts'
import type { Db } from '../../db/client.ts'

/** PostgreSQL channel of the matches whose stored price history changed. */
export const PRICE_HISTORY_CHANNEL = 'price_history_changed'

/** NOTIFY payloads are at most 8000 bytes; more ids than this and the payload says "all". */
const MAX_IDS = 500

/** Feed role: the `onRecorded` of connectFeedToPriceHistory. */
export const announceRecorded =
  (db: Db, warn: (err: unknown) => void) =>
  (matchIds: number[]): void =>
    void notify(db, PRICE_HISTORY_CHANNEL, matchIds.length > MAX_IDS ? '*' : matchIds.join(',')).catch(warn)

/** API role without the feed: forgets what the feed stored anew (all of it after a lost LISTEN). */
export async function followRecorded(app: FastifyInstance): Promise<void> {
  const forget = (payload: string) =>
    app.priceHistory.forget(payload === '*' ? null : payload.split(',').filter(Boolean).map(Number))
  const follower = listenTo(app.db, PRICE_HISTORY_CHANNEL, forget, app.log, () => forget('*'))
  app.addHook('onClose', () => follower.stop())
  await follower.ready
}
