// GET/POST/DELETE /favourites/{type}[/{id}] (spec §7): the signed-in player's own stars only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBody,
  FavouriteList,
  FavouriteParams,
  Favourites,
  FavouriteTypeParams,
} from '@sportsbook/contract'

const tags = ['favourites']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }

const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply, payload) => {
    // A player's own list: never stored by a shared cache.
    void reply.header('cache-control', 'private, no-store')
    return payload
  })

  app.get(
    '/favourites',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags,
        summary: 'Every starred match, league and sport',
        response: { 200: Favourites, ...errors },
      },
    },
    async (req) => app.favourites.all(req.player!.id),
  )

  app.get(
    '/favourites/:type',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags,
        summary: 'Starred ids of one type, newest first',
        params: FavouriteTypeParams,
        response: { 200: FavouriteList, ...errors },
      },
    },
    async (req) => app.favourites.list(req.player!.id, req.params.type),
  )

  app.post(
    '/favourites/:type/:id',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags,
        summary: 'Star a match, league or sport (starring it again changes nothing)',
        params: FavouriteParams,
        response: { 200: FavouriteList, 404: ErrorBody, 422: ErrorBody, ...errors },
      },
    },
    async (req) => app.favourites.add(req.player!.id, req.params.type, req.params.id),
  )

  app.delete(
    '/favourites/:type/:id',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags,
        summary: 'Unstar a match, league or sport (unstarring one that is not starred changes nothing)',
        params: FavouriteParams,
        response: { 200: FavouriteList, ...errors },
      },
    },
    async (req) => app.favourites.remove(req.player!.id, req.params.type, req.params.id),
  )
}

export default favouritesRoutes
