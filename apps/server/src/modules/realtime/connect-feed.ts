// Joins the demo feed to realtime: each committed feed tick becomes publications on the public
// and match channels of every configured locale (names are not localised yet, so one load serves all).
import type { FastifyInstance } from 'fastify'
import { MatchSummary } from '@sportsbook/contract'
import type { Feed } from '../feed/index.ts'
import { presentMarket, presentMatch } from '../catalog/index.ts'
import { createFeedPublisher } from './feed-publisher.ts'

export function connectFeedToRealtime(app: FastifyInstance, feed: Feed, locales: readonly string[]): () => void {
  const { matchesRepository: matches, marketsRepository: markets } = app
  const publisher = createFeedPublisher(app.realtime.publisher, {
    locales,
    async loadMatch(matchId) {
      const row = await matches.get(matchId)
      if (!row) return null
      const [summary] = await matches.marketSummaries([matchId])
      return MatchSummary.parse(presentMatch(row, { markets: [], summary }))
    },
    async loadMarkets(matchId, keys) {
      return (await markets.byKeys(matchId, keys)).map(presentMarket)
    },
    onError: (err) => app.log.warn({ err }, 'realtime: publishing feed changes failed'),
  })
  return feed.onChange((changes) => void publisher.handle(changes))
}
