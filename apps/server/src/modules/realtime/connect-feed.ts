// Joins the demo feed to realtime: each committed feed tick becomes publications on the public
// and match channels of every configured locale. Markets travel with the feed's changes and are named
// per channel locale in memory; the changed matches' summaries (no names) are one catalog read per batch.
import type { FastifyInstance } from 'fastify'
import type { PlatformLocale } from '@sportsbook/contract'
import type { Feed } from '../feed/index.ts'
import { localiseMarket } from '../i18n/index.ts'
import { boostMarket, priceBoostBook } from '../price-boosts/index.ts'
import { createFeedPublisher } from './feed-publisher.ts'

export function connectFeedToRealtime(app: FastifyInstance, feed: Feed, locales: readonly string[]): () => void {
  // A boosted outcome's ticks keep its boosted price (and the normal one as boosted_from), as the catalog shows it.
  const boosts = priceBoostBook(app.db)
  const publisher = createFeedPublisher(app.realtime.publisher, {
    locales,
    loadMatches: (ids) => app.catalog.summaries(ids),
    localiseMarket: (m, locale, matchId) => localiseMarket(boostMarket(boosts, matchId, m), locale as PlatformLocale),
    onError: (err) => app.log.warn({ err }, 'realtime: publishing feed changes failed'),
  })
  return feed.onChange((changes) => void publisher.handle(changes))
}
