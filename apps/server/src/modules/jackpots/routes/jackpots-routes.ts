// GET/POST /jackpots and GET /jackpots/{id} (spec §7): the jackpots with their live pools.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody, Jackpot, JackpotIdParam, JackpotList, JackpotListQuery } from '@sportsbook/contract'

const errors = { 400: ErrorBody, 404: ErrorBody }

const jackpots: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jackpots',
    {
      schema: {
        tags: ['jackpots'],
        summary: 'Running jackpots with each level’s pool, seed and must-drop amount',
        querystring: JackpotListQuery,
        response: { 200: JackpotList, ...errors },
      },
    },
    async (req) => app.jackpots.list(req.query),
  )
  app.post(
    '/jackpots',
    {
      schema: {
        tags: ['jackpots'],
        summary: 'The same list, its filters in a JSON body (spec §7 POST /jackpots)',
        body: JackpotListQuery,
        response: { 200: JackpotList, ...errors },
      },
    },
    async (req) => app.jackpots.list(req.body),
  )
  app.get(
    '/jackpots/:id',
    {
      schema: {
        tags: ['jackpots'],
        params: z.object({ id: JackpotIdParam }),
        response: { 200: Jackpot, ...errors },
      },
    },
    async (req) => app.jackpots.byId(req.params.id),
  )
}

export default jackpots
