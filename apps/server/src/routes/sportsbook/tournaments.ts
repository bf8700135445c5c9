import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBody,
  IdParams,
  LocaleQuery,
  Tournament,
  TournamentList,
  TournamentQuery,
} from '@sportsbook/contract'
import { localiseTournament } from '../../i18n/localise.ts'
import { notFound } from '../../lib/api-error.ts'
import { presentTournament } from '../../presenters/present-catalog.ts'

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
      data: (await app.catalogRepository.listTournaments(req.query)).map((r) =>
        localiseTournament(presentTournament(r), req.query.locale ?? 'en'),
      ),
    }),
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
    async (req) => {
      const [row] = await app.catalogRepository.listTournaments({ id: req.params.id })
      if (!row) throw notFound(`Tournament ${req.params.id}`)
      return localiseTournament(presentTournament(row), req.query.locale ?? 'en')
    },
  )
}

export default tournaments
