// GET /bonuses/{huntings|tournaments}[/{id}][/terms] and GET /bonuses/tournaments/{id}/rating (spec §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BonusCampaign,
  BonusIdParam,
  BonusListQuery,
  BonusTerms,
  CampaignList,
  ErrorBody,
  RatingQuery,
  TournamentRating,
} from '@sportsbook/contract'
import { TOURNAMENTS_DEFAULT_LIMIT } from './constants.ts'

const Params = z.object({ id: BonusIdParam })
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
/** Spec §9: tournaments are listed one per page unless asked for more. */
const TournamentListQuery = BonusListQuery.extend({
  limit: z.coerce.number().int().positive().max(500).default(TOURNAMENTS_DEFAULT_LIMIT),
})

const points: FastifyPluginAsyncZod = async (app) => {
  const tags = ['bonuses']
  for (const [path, kind] of [
    ['huntings', 'hunting'],
    ['tournaments', 'tournament'],
  ] as const) {
    app.get(
      `/bonuses/${path}`,
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: `Running ${path} with the signed-in player’s points (visitors see the rules)`,
          querystring: kind === 'tournament' ? TournamentListQuery : BonusListQuery,
          response: { 200: CampaignList, ...errors },
        },
      },
      async (req) => app.bonusPoints.pointsCampaigns(req.player?.id, kind, req.query),
    )
    app.get(
      `/bonuses/${path}/:id`,
      {
        preHandler: app.authenticate,
        schema: { tags, params: Params, response: { 200: BonusCampaign, ...errors } },
      },
      async (req) => app.bonusPoints.pointsCampaign(req.player?.id, req.params.id, kind),
    )
    app.get(
      `/bonuses/${path}/:id/terms`,
      {
        preHandler: app.authenticate,
        schema: { tags, params: Params, response: { 200: BonusTerms, ...errors } },
      },
      async (req) => app.bonusPoints.pointsTerms(req.params.id, kind),
    )
  }
  app.get(
    '/bonuses/tournaments/:id/rating',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'A page of the tournament leaderboard, and the signed-in player’s own row',
        params: Params,
        querystring: RatingQuery,
        response: { 200: TournamentRating, ...errors },
      },
    },
    async (req) => app.bonusPoints.tournamentRating(req.player?.id, req.params.id, req.query),
  )
}

export default points
