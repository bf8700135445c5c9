// Stored detail → contract shapes. Shared with realtime, which pushes the same shape with match_changed.
import {
  SPORT_STAT_KEYS,
  type MatchDetail,
  type Statistics,
  type StatKey,
  type TimelineEvent,
} from '@sportsbook/contract'

/** The public part of the feed's stored row (`match_details.detail`); anything else in it is ignored. */
interface StoredDetail {
  counts?: [Partial<Record<StatKey, number>>, Partial<Record<StatKey, number>>]
  events?: TimelineEvent[]
}

export interface DetailSource {
  matchId: number
  sportKey: string
  status: number
  statistics: Statistics | null
  detail: unknown
  updatedAt: Date | null
}

export function presentDetail(s: DetailSource): MatchDetail {
  const stored = (s.detail ?? {}) as StoredDetail
  const [home, away] = stored.counts ?? [{}, {}]
  const keys = SPORT_STAT_KEYS[s.sportKey] ?? []
  return {
    statistics: {
      match_id: s.matchId,
      sport_key: s.sportKey,
      status: s.status,
      score: s.statistics,
      items: s.detail ? keys.map((key) => ({ key, home: home[key] ?? 0, away: away[key] ?? 0 })) : [],
      updated_at: s.updatedAt?.toISOString() ?? null,
    },
    timeline: { match_id: s.matchId, sport_key: s.sportKey, events: stored.events ?? [] },
  }
}
