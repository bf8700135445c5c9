import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LocaleQuery, SportList } from '@sportsbook/contract'
import { localiseSport } from '../../i18n/localise.ts'
import { presentSport } from '../../presenters/present-catalog.ts'

const sports: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sports',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Sports with live and prematch match counts',
        querystring: LocaleQuery,
        response: { 200: SportList },
      },
    },
    async (req) => ({
      data: (await app.catalogRepository.listSports()).map((r) =>
        localiseSport(presentSport(r), req.query.locale ?? 'en'),
      ),
    }),
  )
}

export default sports
