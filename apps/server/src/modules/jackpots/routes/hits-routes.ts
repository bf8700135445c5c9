// GET /jackpot-hits (spec §7: status, forUser, unseen, jackpotId) and
// POST /jackpot-hits/mark-as-seen (the winner's seen flags).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBody,
  JackpotHitList,
  JackpotHitsQuery,
  JackpotHitsSeenRequest,
  JackpotHitsSeenResponse,
} from '@sportsbook/contract'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }

const hits: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jackpot-hits',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['jackpots'],
        summary: 'Hits, newest first; forUser / unseen: the signed-in player’s own',
        querystring: JackpotHitsQuery,
        response: { 200: JackpotHitList, ...errors },
      },
    },
    async (req) => app.jackpots.hits(req.player?.id, req.query),
  )
  app.post(
    '/jackpot-hits/mark-as-seen',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['jackpots'],
        summary: 'Marks the player’s unseen hits among `ids` as seen',
        body: JackpotHitsSeenRequest,
        response: { 200: JackpotHitsSeenResponse, ...errors },
      },
    },
    async (req) => ({ marked: await app.jackpots.markSeen(req.player!.id, req.body.ids) }),
  )
}

export default hits
