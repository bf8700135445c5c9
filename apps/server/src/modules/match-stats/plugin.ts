// Match statistics as a decorator (`app.matchStats`) and the feed connection that keeps its cache fresh.
import fp from 'fastify-plugin'
import type { Feed } from '../feed/index.ts'
import { createMatchStatsService, type MatchStatsService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    matchStats: MatchStatsService
  }
}

/** Every feed change to a match drops its cached statistics. Returns the disconnect. */
export function connectFeedToMatchStats(app: { matchStats: MatchStatsService }, feed: Feed): () => void {
  return feed.onChange((changes) =>
    app.matchStats.invalidate(changes.flatMap((c) => ('matchId' in c ? [c.matchId] : []))),
  )
}

export default fp(
  async (app) => {
    app.decorate('matchStats', createMatchStatsService(app.db))
  },
  { name: 'match-stats', dependencies: ['deps'] },
)
