// POST /bonuses/promo-code, /bonuses/mark-as-seen, /bonuses/{id}/activate (spec §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ActivateResponse,
  BonusIdParam,
  ErrorBody,
  MarkSeenRequest,
  MarkSeenResponse,
  PromoCodeRequest,
  PromoCodeResponse,
} from '@sportsbook/contract'
import { PROMO_CODE_LIMIT } from '../constants.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

const actions: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bonuses/promo-code',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'Redeem a promo code: issues its freebet once per player (rate-limited per player)',
        body: PromoCodeRequest,
        response: { 200: PromoCodeResponse, ...errors, 410: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const player = req.player!
      // Counted before the look-up, so failed guesses count as much as good codes.
      await app.rateLimiter.hit(`promo-code:${player.id}`, PROMO_CODE_LIMIT)
      const bonus = await app.bonuses.redeemPromoCode(player.id, req.body.code)
      app.bonuses.publishIssued({ userId: player.id, language: player.language }, bonus)
      return { bonus }
    },
  )
  app.post(
    '/bonuses/mark-as-seen',
    {
      preHandler: app.requirePlayer,
      schema: { tags: ['bonuses'], body: MarkSeenRequest, response: { 200: MarkSeenResponse, ...errors } },
    },
    async (req) => ({ marked: await app.bonuses.markSeen(req.player!.id, req.body.ids) }),
  )
  app.post(
    '/bonuses/:id/activate',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        params: z.object({ id: BonusIdParam }),
        response: { 200: ActivateResponse, ...errors },
      },
    },
    async (req) => ({ bonus: await app.bonuses.activate(req.player!.id, req.params.id) }),
  )
}

export default actions
