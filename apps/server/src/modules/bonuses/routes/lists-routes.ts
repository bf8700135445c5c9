// GET/POST /bonuses and GET /bonuses/{comboboosts|freebets}[/{id}][/terms] (spec §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BonusCampaign,
  BonusIdParam,
  BonusListBody,
  BonusListQuery,
  BonusTerms,
  CampaignList,
  ErrorBody,
  FreebetList,
  PlayerFreebet,
} from '@sportsbook/contract'

const Params = z.object({ id: BonusIdParam })
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }

const lists: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonuses',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['bonuses'],
        summary: 'Every running campaign, with the signed-in player’s status (visitors see them all)',
        querystring: BonusListQuery,
        response: { 200: CampaignList, ...errors },
      },
    },
    async (req) => app.bonuses.campaigns(req.player?.id, req.query),
  )
  app.post(
    '/bonuses',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['bonuses'],
        summary: 'The same list, its filters in a JSON body (spec §7 POST /bonuses)',
        body: BonusListBody,
        response: { 200: CampaignList, ...errors },
      },
    },
    async (req) => app.bonuses.campaigns(req.player?.id, req.body ?? BonusListQuery.parse({})),
  )
  app.get(
    '/bonuses/comboboosts',
    {
      preHandler: app.authenticate,
      schema: { tags: ['bonuses'], querystring: BonusListQuery, response: { 200: CampaignList, ...errors } },
    },
    async (req) => app.bonuses.campaigns(req.player?.id, req.query, 'comboboost'),
  )
  app.get(
    '/bonuses/comboboosts/:id',
    {
      preHandler: app.authenticate,
      schema: { tags: ['bonuses'], params: Params, response: { 200: BonusCampaign, ...errors } },
    },
    async (req) => (await app.bonuses.campaign(req.player?.id, req.params.id, 'comboboost')).campaign,
  )
  app.get(
    '/bonuses/freebets',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'The freebets the player holds (isAvailable: usable now; isUnseen: not seen yet)',
        querystring: BonusListQuery,
        response: { 200: FreebetList, ...errors },
      },
    },
    async (req) => app.bonuses.freebets(req.player!.id, req.query),
  )
  app.get(
    '/bonuses/freebets/:id',
    {
      preHandler: app.requirePlayer,
      schema: { tags: ['bonuses'], params: Params, response: { 200: PlayerFreebet, ...errors } },
    },
    async (req) => app.bonuses.freebet(req.player!.id, req.params.id),
  )
  for (const kind of ['comboboosts', 'freebets'] as const) {
    app.get(
      `/bonuses/${kind}/:id/terms`,
      {
        preHandler: app.authenticate,
        schema: { tags: ['bonuses'], params: Params, response: { 200: BonusTerms, ...errors } },
      },
      async (req) => app.bonuses.terms(req.player?.id, req.params.id),
    )
  }
}

export default lists
