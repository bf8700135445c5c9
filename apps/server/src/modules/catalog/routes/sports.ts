import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SportList } from '@sportsbook/contract'

const sports: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sports',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Sports with live and prematch match counts',
        response: { 200: SportList },
      },
    },
    async () => app.catalog.sports(),
  )
}

export default sports
