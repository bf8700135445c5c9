import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CashoutRequest, CashoutResponse, ErrorBody } from '@sportsbook/contract'

const cashout: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets/cashout',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bets'],
        summary: 'Cash out a bet, wholly or in part, at the offer the player saw',
        body: CashoutRequest,
        response: { 200: CashoutResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (req) => app.betting.cashOut(req.player!, req.body),
  )
}

export default cashout
