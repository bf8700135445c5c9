// Joins the demo feed to realtime: each committed feed tick becomes publications on the public
// and match channels of every configured locale. Markets travel with the feed's changes; the changed
// matches' summaries are one catalog read per batch (names are not localised yet, so it serves all).
import type { FastifyInstance } from 'fastify'
import type { Feed } from '../feed/index.ts'
import { createFeedPublisher } from './feed-publisher.ts'

export function connectFeedToRealtime(app: FastifyInstance, feed: Feed, locales: readonly string[]): () => void {
  const publisher = createFeedPublisher(app.realtime.publisher, {
    locales,
    loadMatches: (ids) => app.catalog.summaries(ids),
    onError: (err) => app.log.warn({ err }, 'realtime: publishing feed changes failed'),
  })
  return feed.onChange((changes) => void publisher.handle(changes))
}
