import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LocaleQuery, SportList } from '@sportsbook/contract'

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
    async (req) => app.catalog.sports(req.query.locale ?? 'en'),
  )
}

export default sports
