import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, IdParams, Tournament, TournamentList, TournamentQuery } from '@sportsbook/contract'
import { notFound } from '../../../lib/api-error.ts'
import { presentTournament } from '../presenters/present-catalog.ts'

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
    async (req) => ({
      data: (await app.catalogRepository.listTournaments(req.query)).map(presentTournament),
    }),
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
    async (req) => {
      const [row] = await app.catalogRepository.listTournaments({ id: req.params.id })
      if (!row) throw notFound(`Tournament ${req.params.id}`)
      return presentTournament(row)
    },
  )
}

export default tournaments
