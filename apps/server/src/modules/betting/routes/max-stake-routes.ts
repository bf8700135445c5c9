import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, MaxStakeRequest, MaxStakeResponse, PlaceBetsErrorBody } from '@sportsbook/contract'
import { refusal } from '../place-bets.ts'

const maxStake: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets/max-stake',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bets'],
        summary: 'The largest stake each bet could take now (limit, balance, maximum payout)',
        body: MaxStakeRequest,
        response: {
          200: MaxStakeResponse,
          400: PlaceBetsErrorBody,
          401: ErrorBody,
          403: PlaceBetsErrorBody,
          422: PlaceBetsErrorBody,
        },
      },
    },
    async (req, reply) => {
      const r = await app.betting.maxStakes(req.player!, req.body)
      if (r.ok) return r.body
      const answer = refusal(r.errors)
      return reply.code(answer.status as 400).send(answer.body as never)
    },
  )
}

export default maxStake
