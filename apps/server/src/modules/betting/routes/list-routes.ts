import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BetList, BetListQuery, ErrorBody } from '@sportsbook/contract'
import { pagination } from '../../../lib/pagination.ts'

const list: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bets',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bets'],
        summary: "The player's bets, newest first, with the current cash-out offer of open ones",
        querystring: BetListQuery,
        response: { 200: BetList, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (req) => {
      const { bets, total } = await app.betting.list(req.player!.id, req.query)
      return {
        data: bets,
        pagination: pagination(total, req.query.page, req.query.limit),
      }
    },
  )
}

export default list
