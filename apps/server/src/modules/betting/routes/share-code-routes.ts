import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBody,
  ShareCodeQuery,
  ShareCodeRequest,
  ShareCodeResponse,
  SharedBets,
} from '@sportsbook/contract'

const shareCode: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets/share-code',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['bets'],
        summary: 'Share a slip: its selections (no stakes) under a short code and link',
        body: ShareCodeRequest,
        response: { 200: ShareCodeResponse, 400: ErrorBody },
      },
    },
    async (req) => app.betting.shareCode(req.player?.id ?? null, req.body),
  )
  app.get(
    '/bets/share-code',
    {
      schema: {
        tags: ['bets'],
        summary: 'The shared slip of a code, priced as the catalog is now',
        querystring: ShareCodeQuery,
        response: { 200: SharedBets, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.betting.sharedBets(req.query.code),
  )
}

export default shareCode
