// Statistics reads from memory: one database read per match per change, however many visitors ask.
// Feed change events drop a match's entry (connectFeedToMatchStats); without a feed, entries expire.
import type { MatchDetail } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/api-error.ts'
import { MATCH_STATS_CACHE_MAX_ENTRIES, MATCH_STATS_CACHE_MS } from './constants.ts'
import { presentDetail } from './presenters.ts'
import { createMatchStatsRepository } from './repository.ts'

export interface MatchStatsService {
  get(matchId: number): Promise<MatchDetail>
  /** Drops cached entries (the feed moved these matches). */
  invalidate(matchIds: Iterable<number>): void
}

export function createMatchStatsService(db: Db, now: () => number = Date.now): MatchStatsService {
  const repo = createMatchStatsRepository(db)
  const cache = new Map<number, { at: number; value: Promise<MatchDetail | null> }>()

  async function load(matchId: number): Promise<MatchDetail | null> {
    const row = await repo.get(matchId)
    return row && presentDetail({ ...row, matchId: row.id })
  }

  return {
    async get(matchId) {
      const hit = cache.get(matchId)
      let value = hit && now() - hit.at < MATCH_STATS_CACHE_MS ? hit.value : null
      if (!value) {
        value = load(matchId)
        if (cache.size >= MATCH_STATS_CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as number)
        cache.delete(matchId)
        cache.set(matchId, { at: now(), value })
        value.catch(() => cache.delete(matchId))
      }
      const detail = await value
      if (!detail) throw notFound(`Match ${matchId}`)
      return detail
    },
    invalidate(matchIds) {
      for (const id of matchIds) cache.delete(id)
    },
  }
}
