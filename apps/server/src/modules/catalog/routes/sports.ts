import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SportList } from '@sportsbook/contract'
import { presentSport } from '../presenters/present-catalog.ts'

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
    async () => ({ data: (await app.catalogRepository.listSports()).map(presentSport) }),
  )
}

export default sports
