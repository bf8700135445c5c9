// The jackpot endpoints' logic (`app.jackpots`, with the draw's tick): lists and one jackpot with live
// pools, hits with their filters, seen flags.
import type {
  Jackpot,
  JackpotHitList,
  JackpotHitsQuery,
  JackpotList,
  JackpotListQuery,
} from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../lib/api-error.ts'
import { presentHit, presentJackpot } from './presenters.ts'
import * as hits from './repository/hits-repository.ts'
import { selectJackpot, selectJackpots } from './repository/jackpots-repository.ts'

async function listJackpots(db: Db, q: JackpotListQuery): Promise<JackpotList> {
  const all = (await selectJackpots(db, q.currency ? { currency: q.currency } : {})).map(presentJackpot)
  return {
    data: all.slice((q.page - 1) * q.limit, q.page * q.limit),
    total: all.length,
    page: q.page,
    limit: q.limit,
  }
}

async function jackpotById(db: Db, id: string): Promise<Jackpot> {
  const row = await selectJackpot(db, Number(id))
  if (!row || !row.active) throw new ApiError('jackpot_not_found', `No jackpot ${id}`)
  return presentJackpot(row)
}

/**
 * Hits, newest first: everyone's (winners as `user_hash`), or with `forUser` the caller's own
 * (signed in only); `unseen` implies `forUser`, since only the winner's seen flag exists.
 */
async function listHits(db: Db, viewerId: number | undefined, q: JackpotHitsQuery): Promise<JackpotHitList> {
  const own = q.forUser === true || q.unseen === true
  if (own && viewerId === undefined) throw new ApiError('unauthorized', 'Sign in to see your jackpot hits')
  const filter = {
    ...(q.status ? { status: q.status } : {}),
    ...(own ? { userId: viewerId! } : {}),
    ...(q.unseen ? { unseen: true } : {}),
    ...(q.jackpotId ? { jackpotId: Number(q.jackpotId) } : {}),
  }
  const { rows, total } = await hits.selectHits(db, filter, {
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  })
  return { data: rows.map((r) => presentHit(r, viewerId)), total, page: q.page, limit: q.limit }
}

const markHitsSeen = (db: Db, userId: number, ids: readonly string[]) => hits.markSeen(db, userId, ids)

export function createJackpotsService(db: Db) {
  return {
    list: (q: JackpotListQuery) => listJackpots(db, q),
    byId: (id: string) => jackpotById(db, id),
    /** Hits as `viewerId` (undefined: a visitor) may see them. */
    hits: (viewerId: number | undefined, q: JackpotHitsQuery) => listHits(db, viewerId, q),
    /** How many of the player's unseen hits among `ids` were marked seen. */
    markSeen: (userId: number, ids: readonly string[]) => markHitsSeen(db, userId, ids),
  }
}

export type JackpotsService = ReturnType<typeof createJackpotsService>
