// Joins the feed to betting: after each committed tick, settle what it decided and re-price the
// cash-out offers of the matches whose markets moved. Runs are chained so two never overlap.
import type { FastifyInstance } from 'fastify'
import type { Feed, FeedChange } from '../feed/types.ts'
import { refreshOffers } from './offers.ts'
import { settleMatches } from './settlement.ts'

export function connectFeedToBetting(app: FastifyInstance, feed: Feed): () => void {
  let queue = Promise.resolve()
  return feed.onChange((changes: FeedChange[]) => {
    const touched = new Set<number>()
    for (const c of changes) {
      if (c.type === 'markets_changed' || c.type === 'match_status_changed') touched.add(c.matchId)
    }
    if (touched.size === 0) return
    const ids = [...touched]
    queue = queue
      .then(async () => {
        await settleMatches(app.betting, ids)
        await refreshOffers(app.betting, ids)
      })
      .catch((err: unknown) => app.log.error({ err }, 'betting: settling feed changes failed'))
  })
}
