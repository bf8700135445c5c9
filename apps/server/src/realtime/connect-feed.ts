// Joins the demo feed to realtime: each committed feed tick becomes publications on the public
// and match channels of every configured locale. Markets are read once per change and named per
// locale (sport, market and outcome names follow the channel's locale).
import type { FastifyInstance } from 'fastify'
import { MatchSummary, type Market, type PlatformLocale } from '@sportsbook/contract'
import type { Feed } from '../feed/types.ts'
import { localiseMarket } from '../i18n/localise.ts'
import { presentMarket } from '../presenters/present-market.ts'
import { presentMatch } from '../presenters/present-match.ts'
import { createFeedPublisher } from './feed-publisher.ts'

/** A read shared by the locales of one publication lives at most this long (a later change drops it at once). */
const SHARED_READ_MS = 1_000

export function connectFeedToRealtime(
  app: FastifyInstance,
  feed: Feed,
  locales: readonly string[],
): () => void {
  const { matchesRepository: matches, marketsRepository: markets } = app
  // One database read of a match's changed markets serves every locale's channel.
  const reads = new Map<string, Promise<Market[]>>()
  const readMarkets = (matchId: number, keys: { marketId: number; specifier: string }[]) => {
    const key = `${matchId}|${keys.map((k) => `${k.marketId}:${k.specifier}`).join(',')}`
    let read = reads.get(key)
    if (!read) {
      read = markets.byKeys(matchId, keys).then((rows) => rows.map(presentMarket))
      reads.set(key, read)
      const shared = read
      setTimeout(() => reads.get(key) === shared && reads.delete(key), SHARED_READ_MS).unref()
    }
    return read
  }
  const publisher = createFeedPublisher(app.realtime.publisher, {
    locales,
    async loadMatch(matchId) {
      // The summary carries no names, so every locale gets the same one.
      const row = await matches.get(matchId)
      if (!row) return null
      const [summary] = await matches.marketSummaries([matchId])
      return MatchSummary.parse(presentMatch(row, { markets: [], summary }))
    },
    async loadMarkets(matchId, keys, locale) {
      return (await readMarkets(matchId, keys)).map((m) => localiseMarket(m, locale as PlatformLocale))
    },
    onError: (err) => app.log.warn({ err }, 'realtime: publishing feed changes failed'),
  })
  return feed.onChange((changes) => {
    // A new change makes earlier reads of that match stale before anything publishes it.
    for (const c of changes) {
      if (!('matchId' in c)) continue
      for (const key of reads.keys()) if (key.startsWith(`${c.matchId}|`)) reads.delete(key)
    }
    void publisher.handle(changes)
  })
}
