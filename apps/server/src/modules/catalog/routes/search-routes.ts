import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, SearchQuery, SearchResult } from '@sportsbook/contract'

const search: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Matches, tournaments and markets whose name contains q (3 to 50 characters)',
        querystring: SearchQuery,
        response: { 200: SearchResult, 400: ErrorBody },
      },
    },
    async (req) => app.catalog.search(req.query),
  )
}

export default search
