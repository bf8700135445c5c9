// Every SQL statement of match statistics: one read of a match's live fields and its stored detail.
import { and, eq } from 'drizzle-orm'
import type { Statistics } from '@sportsbook/contract'
import { schema, type Db } from '../../db/client.ts'

export interface MatchStatsRow {
  id: number
  status: number
  sportKey: string
  statistics: Statistics | null
  detail: unknown
  updatedAt: Date | null
  hasVideo: boolean
}

export function createMatchStatsRepository(db: Db) {
  return {
    async get(matchId: number): Promise<MatchStatsRow | null> {
      const m = schema.matches
      const [row] = await db
        .select({
          id: m.id,
          status: m.status,
          sportKey: schema.sports.key,
          statistics: m.statistics,
          detail: schema.matchDetails.detail,
          updatedAt: schema.matchDetails.updatedAt,
          hasVideo: m.hasVideo,
        })
        .from(m)
        .innerJoin(schema.sports, eq(schema.sports.id, m.sportId))
        .leftJoin(schema.matchDetails, eq(schema.matchDetails.matchId, m.id))
        .where(and(eq(m.id, matchId), eq(m.type, 'match')))
      return row ?? null
    },
  }
}
