import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody, PlaceBetsErrorBody, PlaceBetsRequest, PlaceBetsResponse } from '@sportsbook/contract'
import { IDEMPOTENCY_KEY } from '../idempotency.ts'
import { answeredWith } from '../../../plugins/external/errors.ts'

const Headers = z.looseObject({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY, '1-128 visible ASCII characters').optional(),
})

const place: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bets'],
        summary: 'Place bets: all of them or none; Idempotency-Key makes a retry safe',
        headers: Headers,
        body: PlaceBetsRequest,
        response: {
          200: PlaceBetsResponse,
          400: PlaceBetsErrorBody,
          401: ErrorBody,
          403: PlaceBetsErrorBody,
          // 409: an Idempotency-Key reused with another body, or a freebet another placement just used.
          409: z.union([PlaceBetsErrorBody, ErrorBody]),
          422: PlaceBetsErrorBody,
        },
      },
    },
    async (req, reply) => {
      const answer = await app.betting.place(req.player!, req.body, req.headers['idempotency-key'])
      if (answer.status >= 400) answeredWith(req, (answer.body as PlaceBetsErrorBody).error.code)
      return reply.code(answer.status as 200).send(answer.body as PlaceBetsResponse)
    },
  )
}

export default place
