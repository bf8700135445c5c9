// GET /brand: the brand of the asking site (by ?host=, else the Host header), for the web's SSR.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Brand } from '@sportsbook/contract'
import { z } from 'zod'
import type { BrandRegistry } from './service.ts'

/** Brands change only with a restart; CDNs and the web's SSR cache may keep one this long. */
export const BRAND_MAX_AGE_S = 60

const BrandQuery = z.object({ host: z.string().max(255).optional() })

const brandRoutes: FastifyPluginAsyncZod<{ registry: BrandRegistry }> = async (app, { registry }) => {
  app.get(
    '/brand',
    {
      schema: {
        tags: ['brand'],
        summary: 'The white-label brand (theme, navigation, pages, widgets) of a host',
        querystring: BrandQuery,
        response: { 200: Brand },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', `public, max-age=${BRAND_MAX_AGE_S}`)
      return registry.forHost(req.query.host ?? req.headers.host)
    },
  )
}

export default brandRoutes
