import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, SearchQuery, SearchResult } from '@sportsbook/contract'
import { presentSearch } from '../presenters/present-search.ts'

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
    async (req) => presentSearch(await app.searchRepository.search(req.query)),
  )
}

export default search
