// GET /bonuses/acca: the running acca insurance and acca bonus offers open to the player (ADR 032),
// which the slip reads to say a combo is insured or earns +X %.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AccaOffersWire, ErrorBody } from '@sportsbook/contract'

const acca: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonuses/acca',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['bonuses'],
        summary: 'The acca insurance and acca bonus offers (null: none running for the player)',
        response: { 200: AccaOffersWire, 401: ErrorBody },
      },
    },
    async (req) => app.bonuses.accaOffers(req.player?.id),
  )
}

export default acca
