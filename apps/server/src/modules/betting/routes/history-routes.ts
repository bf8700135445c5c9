import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BetHistory, BetHistoryParams, ErrorBody } from '@sportsbook/contract'

const history: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bets/:id/history',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bets'],
        summary: "Every change of one of the player's bets (placement, settlement, cash-outs), oldest first",
        params: BetHistoryParams,
        response: { 200: BetHistory, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    // Another player's bet is "not found", never "forbidden": ids do not leak.
    async (req) => ({ data: await app.betting.history(req.player!.id, req.params.id) }),
  )
}

export default history
