// Statistics reads from memory: one database read per match per change, however many visitors ask.
// Feed change events drop a match's entry (connectFeedToMatchStats); without a feed, entries expire.
import type { MatchDetail, MatchStream, MatchStreams, MatchVideo } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/api-error.ts'
import { MATCH_STATS_CACHE_MAX_ENTRIES, MATCH_STATS_CACHE_MS } from './constants.ts'
import { presentDetail } from './presenters.ts'
import { createMatchStatsRepository } from './repository.ts'

interface Entry {
  detail: MatchDetail
  hasVideo: boolean
}

export interface MatchStatsService {
  get(matchId: number): Promise<MatchDetail>
  video(matchId: number): Promise<MatchVideo>
  streams(matchId: number): Promise<MatchStreams>
  /** Drops cached entries (the feed moved these matches). */
  invalidate(matchIds: Iterable<number>): void
}

export function createMatchStatsService(db: Db, now: () => number = Date.now): MatchStatsService {
  const repo = createMatchStatsRepository(db)
  const cache = new Map<number, { at: number; value: Promise<Entry | null> }>()

  async function load(matchId: number): Promise<Entry | null> {
    const row = await repo.get(matchId)
    return row && { detail: presentDetail({ ...row, matchId: row.id }), hasVideo: row.hasVideo }
  }

  async function entry(matchId: number): Promise<Entry> {
    const hit = cache.get(matchId)
    let value = hit && now() - hit.at < MATCH_STATS_CACHE_MS ? hit.value : null
    if (!value) {
      value = load(matchId)
      if (cache.size >= MATCH_STATS_CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as number)
      cache.delete(matchId)
      cache.set(matchId, { at: now(), value })
      value.catch(() => cache.delete(matchId))
    }
    const found = await value
    if (!found) throw notFound(`Match ${matchId}`)
    return found
  }

  return {
    get: async (matchId) => (await entry(matchId)).detail,
    async video(matchId) {
      const { hasVideo } = await entry(matchId)
      return {
        match_id: matchId,
        available: hasVideo,
        stream: hasVideo ? demoStream(matchId) : trackerStream(matchId),
      }
    },
    async streams(matchId) {
      const { hasVideo } = await entry(matchId)
      return { match_id: matchId, data: hasVideo ? [demoStream(matchId)] : [] }
    },
    invalidate(matchIds) {
      for (const id of matchIds) cache.delete(id)
    },
  }
}

/** The reference backend has no video: a labelled stand-in where a provider would stream. */
const demoStream = (matchId: number): MatchStream => ({ id: `demo-${matchId}`, kind: 'demo', url: null })
const trackerStream = (matchId: number): MatchStream => ({
  id: `tracker-${matchId}`,
  kind: 'tracker',
  url: null,
})
