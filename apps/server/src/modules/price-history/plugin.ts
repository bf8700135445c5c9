// The price history as a decorator (`app.priceHistory`), its route, and the feed connection.
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, IdParams, PriceHistory } from '@sportsbook/contract'
import type { Feed } from '../feed/index.ts'
import { postgresConnectionLost } from '../../lib/postgres-shutdown.ts'
import { createPriceHistoryService, type PriceHistoryService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    priceHistory: PriceHistoryService
  }
}

/**
 * Every feed batch's main-market moves are recorded; `onRecorded` hears which matches' histories were
 * stored (the feed role announces them to other processes, follow.ts). Returns the disconnect.
 */
export function connectFeedToPriceHistory(
  app: {
    priceHistory: PriceHistoryService
    log: { warn(o: object, m: string): void; info(m: string): void }
  },
  feed: Feed,
  onRecorded?: (matchIds: number[]) => void,
): () => void {
  return feed.onChange(
    (changes) =>
      void app.priceHistory.handle(
        changes,
        (err) => {
          // PostgreSQL going away (a restart, or a shutdown under way) is no fault: the next batch records.
          if (postgresConnectionLost(err))
            app.log.info('price history: PostgreSQL connection lost; batch skipped')
          else app.log.warn({ err }, 'price history: recording failed')
        },
        onRecorded,
      ),
  )
}

export default fp(
  async (app) => {
    app.decorate(
      'priceHistory',
      createPriceHistoryService(app.db, () => app.now()),
    )
  },
  { name: 'price-history', dependencies: ['deps'] },
)

export const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id/price-history',
    {
      schema: {
        tags: ['matches'],
        summary: 'The last moves of each main-market price of a match, oldest first',
        params: IdParams,
        response: { 200: PriceHistory, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'public, max-age=2')
      return app.priceHistory.get(req.params.id)
    },
  )
}
