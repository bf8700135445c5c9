import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, IdParams, LocaleQuery, Tournament, TournamentList, TournamentQuery } from '@sportsbook/contract'

const tournaments: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tournaments',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Tournaments (leagues), filtered by sport, category, top flag or slug',
        querystring: TournamentQuery,
        response: { 200: TournamentList, 400: ErrorBody },
      },
    },
    async (req) => app.catalog.tournaments(req.query, req.query.locale ?? 'en'),
  )

  app.get(
    '/tournaments/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One tournament',
        params: IdParams,
        querystring: LocaleQuery,
        response: { 200: Tournament, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.catalog.tournament(req.params.id, req.query.locale ?? 'en'),
  )
}

export default tournaments
