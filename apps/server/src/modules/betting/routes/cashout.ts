import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CashoutRequest, CashoutResponse, ErrorBody } from '@sportsbook/contract'
import { cashOut } from '../cashout.ts'

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
    async (req) => cashOut(app.betting, req.player!, req.body),
  )
}

export default cashout
