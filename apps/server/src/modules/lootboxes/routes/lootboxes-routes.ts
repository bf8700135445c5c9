// GET /bonuses/lootboxes[/{id}][/terms], POST /bonuses/lootboxes/{id}/open, POST /bonuses/{id}/boost
// (spec §7; README "Lootboxes").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BonusIdParam,
  BonusListQuery,
  BonusTerms,
  BoostResponse,
  ErrorBody,
  Lootbox,
  LootboxList,
  OpenChestResponse,
} from '@sportsbook/contract'

const Params = z.object({ id: BonusIdParam })
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

const lootboxes: FastifyPluginAsyncZod = async (app) => {
  const read = { preHandler: app.authenticate }
  app.get(
    '/bonuses/lootboxes',
    {
      ...read,
      schema: {
        tags: ['bonuses'],
        summary:
          'Running lootboxes with the player’s chests, farmed events and boosts (visitors: no progress)',
        querystring: BonusListQuery,
        response: { 200: LootboxList, ...errors },
      },
    },
    async (req) => app.lootboxes.lootboxes(req.player?.id, req.query),
  )
  app.get(
    '/bonuses/lootboxes/:id',
    { ...read, schema: { tags: ['bonuses'], params: Params, response: { 200: Lootbox, ...errors } } },
    async (req) => app.lootboxes.lootbox(req.player?.id, req.params.id),
  )
  app.get(
    '/bonuses/lootboxes/:id/terms',
    { ...read, schema: { tags: ['bonuses'], params: Params, response: { 200: BonusTerms, ...errors } } },
    async (req) => app.lootboxes.terms(req.params.id),
  )
  app.post(
    '/bonuses/lootboxes/:id/open',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'Open the player’s oldest closed chest of the lootbox: issues the freebet inside',
        params: Params,
        response: { 200: OpenChestResponse, ...errors },
      },
    },
    async (req) => {
      const player = req.player!
      const opened = await app.lootboxes.openChest(player.id, req.params.id)
      app.lootboxes.publishIssued({ userId: player.id, language: player.language }, opened.bonus)
      return opened
    },
  )
  app.post(
    '/bonuses/:id/boost',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'Boost a lootbox freebet by the lootbox’s multiplier (one boost per freebets_to_boost used)',
        params: Params,
        response: { 200: BoostResponse, ...errors },
      },
    },
    async (req) => app.lootboxes.boost(req.player!.id, req.params.id),
  )
}

export default lootboxes
