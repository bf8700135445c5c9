// GET/POST /bonuses/freebets/amb: amount-based freebet progress (spec §7; README "Amount-based freebets").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AmbList, AmbListBody, BonusListQuery, ErrorBody } from '@sportsbook/contract'

const errors = { 400: ErrorBody, 401: ErrorBody }

const amb: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonuses/freebets/amb',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['bonuses'],
        summary:
          'Amount-based freebets: conditions and the player’s bets count, freebets count, issued amount',
        querystring: BonusListQuery,
        response: { 200: AmbList, ...errors },
      },
    },
    async (req) => app.lootboxes.amb(req.player?.id, req.query),
  )
  app.post(
    '/bonuses/freebets/amb',
    {
      preHandler: app.authenticate,
      schema: { tags: ['bonuses'], body: AmbListBody.optional(), response: { 200: AmbList, ...errors } },
    },
    async (req) => app.lootboxes.amb(req.player?.id, req.body ?? {}),
  )
}

export default amb
