// GET /matches/{id}/{type} (spec §7 widget statistics): `statistics` or `timeline` of one match.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, MatchStatParams, MatchStatistics, MatchTimeline } from '@sportsbook/contract'
import { z } from 'zod'

const matchStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id/:type',
    {
      schema: {
        tags: ['matches'],
        summary: "A match's statistics or event timeline as the data provider sends them",
        params: MatchStatParams,
        response: { 200: z.union([MatchStatistics, MatchTimeline]), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const detail = await app.matchStats.get(req.params.id)
      return req.params.type === 'statistics' ? detail.statistics : detail.timeline
    },
  )
}

export default matchStatsRoutes
