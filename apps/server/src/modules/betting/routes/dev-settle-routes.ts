// POST /api/dev/bets/settle (DEV_TOOLS only): settles one of the player's open bets as won or lost now.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DevSettleRequest, DevSettleResponse, ErrorBody } from '@sportsbook/contract'

const devSettle: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/dev/bets/settle',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['development'],
        summary: "Settle one of the player's open bets now (development)",
        body: DevSettleRequest,
        response: {
          200: DevSettleResponse,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (req) => app.betting.settleNow(req.player!, req.body.bet_id, req.body.result),
  )
}

export default devSettle
