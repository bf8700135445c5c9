import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, IdParams, LocaleQuery, Match, MatchPage, MatchQuery } from '@sportsbook/contract'

const matches: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches',
    {
      // Only `favourite=true` reads the session: every other listing stays public and cacheable.
      preHandler: async (req, reply) => {
        if (req.query.favourite) await app.authenticate(req, reply)
      },
      schema: {
        tags: ['matches'],
        summary:
          "Matches with their main and secondary markets, filtered, sorted and paged; favourite=true keeps the signed-in player's starred matches and leagues",
        querystring: MatchQuery,
        response: { 200: MatchPage, 400: ErrorBody },
      },
    },
    async (req, reply) => {
      if (!req.query.favourite) return app.catalog.matches(req.query, req.query.locale ?? 'en')
      void reply.header('cache-control', 'private, no-store')
      return app.catalog.matches({ ...req.query, playerId: req.player?.id }, req.query.locale ?? 'en')
    },
  )

  app.get(
    '/matches/:id',
    {
      schema: {
        tags: ['matches'],
        summary: 'One match',
        params: IdParams,
        querystring: LocaleQuery,
        response: { 200: Match, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.catalog.match(req.params.id, req.query.locale ?? 'en'),
  )
}

export default matches
