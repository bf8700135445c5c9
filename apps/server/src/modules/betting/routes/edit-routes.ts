// Edit bet (issue #30.2, ADR 030): quote the changes to an open bet, then confirm them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  EditBetChanges,
  EditBetParams,
  EditBetQuote,
  EditBetRequest,
  EditBetResponse,
  ErrorBody,
  PlaceBetsErrorBody,
} from '@sportsbook/contract'
import { IDEMPOTENCY_KEY } from '../idempotency.ts'

const Headers = z.looseObject({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY, '1-128 visible ASCII characters').optional(),
})

// A refusal of the new bet is a placement's (errors_by_bet); one of the edit itself a catalogue error.
const Refused = z.union([PlaceBetsErrorBody, ErrorBody])
const errors = { 400: Refused, 401: ErrorBody, 403: Refused, 404: ErrorBody, 409: Refused, 422: Refused }

const edit: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets/:bet_id/edit/quote',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bets'],
        summary: 'Quote an edit of an open bet: its cash-out value now, the new stake, legs, odds and return',
        params: EditBetParams,
        body: EditBetChanges,
        response: { 200: EditBetQuote, ...errors },
      },
    },
    async (req, reply) => {
      const answer = await app.betting.quoteEdit(req.player!, req.params.bet_id, req.body)
      return reply.code(answer.status as 200).send(answer.body as EditBetQuote)
    },
  )
  app.post(
    '/bets/:bet_id/edit',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bets'],
        summary:
          'Edit an open bet: cash it out and place the new bet at current odds in one transaction; Idempotency-Key makes a retry safe',
        headers: Headers,
        params: EditBetParams,
        body: EditBetRequest,
        response: { 200: EditBetResponse, ...errors },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key']
      const answer = await app.betting.editBet(req.player!, req.params.bet_id, req.body, key)
      return reply.code(answer.status as 200).send(answer.body as EditBetResponse)
    },
  )
}

export default edit
