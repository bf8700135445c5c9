import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, IdParams, Tournament, TournamentList, TournamentQuery } from '@sportsbook/contract'

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
    async (req) => app.catalog.tournaments(req.query),
  )

  app.get(
    '/tournaments/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One tournament',
        params: IdParams,
        response: { 200: Tournament, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.catalog.tournament(req.params.id),
  )
}

export default tournaments
