// GET /bonuses/lucky: the operator's Lucky bonus terms on named multiples (ADR 036-lucky-bonuses),
// which the slip's payout table states. Public and the same for everyone: answered from the service's
// per-process copy (LUCKY_TERMS_TTL_MS), cacheable by the browser for as long.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LuckyBonusesWire } from '@sportsbook/contract'
import { LUCKY_TERMS_TTL_MS } from '../constants.ts'

const lucky: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonuses/lucky',
    {
      schema: {
        tags: ['bonuses'],
        summary: 'The Lucky bonus terms on named multiples (empty bets: none offered)',
        response: { 200: LuckyBonusesWire },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', `public, max-age=${LUCKY_TERMS_TTL_MS / 1000}`)
      return app.bonuses.luckyTerms()
    },
  )
}

export default lucky
