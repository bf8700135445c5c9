// Joins the feed to betting: after each committed tick, settle what it decided and re-price the
// cash-out offers of the matches whose markets moved. Runs are chained so two never overlap.
import type { FastifyInstance } from 'fastify'
import { refreshOffers } from './offers.ts'
import { settleMatches } from './settlement.ts'

/** What betting hears of a catalog source (the demo feed, or an operator's): which matches changed. */
export interface MatchChange {
  type: string
  matchId?: number
}

/** Any source of catalog changes; betting never imports the feed itself (no simulator without FEED_ENABLED). */
export interface CatalogChanges {
  onChange(listener: (changes: readonly MatchChange[]) => void): () => void
}

export function connectFeedToBetting(app: FastifyInstance, feed: CatalogChanges): () => void {
  let queue = Promise.resolve()
  return feed.onChange((changes) => {
    const touched = new Set<number>()
    for (const c of changes) {
      if ((c.type === 'markets_changed' || c.type === 'match_status_changed') && c.matchId !== undefined)
        touched.add(c.matchId)
    }
    if (touched.size === 0) return
    const ids = [...touched]
    queue = queue
      .then(async () => {
        await settleMatches(app.betting, ids)
        await refreshOffers(app.betting, ids)
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'betting: settling feed changes failed')
        app.errorReporter.background(err, 'settlement')
      })
  })
}
