import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, IdParams, LocaleQuery, Match, MatchPage, MatchQuery } from '@sportsbook/contract'

const matches: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches',
    {
      schema: {
        tags: ['matches'],
        summary: 'Matches with their main and secondary markets, filtered, sorted and paged',
        querystring: MatchQuery,
        response: { 200: MatchPage, 400: ErrorBody },
      },
    },
    async (req) => app.catalog.matches(req.query, req.query.locale ?? 'en'),
  )

  app.get(
    '/matches/:id',
    {
      schema: {
        tags: ['matches'],
        summary: 'One match',
        params: IdParams,
        querystring: LocaleQuery,
        response: { 200: Match, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.catalog.match(req.params.id, req.query.locale ?? 'en'),
  )
}

export default matches
