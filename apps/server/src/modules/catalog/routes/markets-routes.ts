import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, IdParams, MarketList, MarketQuery } from '@sportsbook/contract'

const markets: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id/markets',
    {
      schema: {
        tags: ['matches'],
        summary: "A match's markets (status 0 never shown) with group tab counts",
        params: IdParams,
        querystring: MarketQuery,
        response: { 200: MarketList, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.catalog.markets(req.params.id, req.query, req.query.locale ?? 'en'),
  )
}

export default markets
