// GET /assets/banners/{type}-{desktop|mobile}.svg: the demo campaigns' banner artwork (banner-art.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../../../lib/api-error.ts'
import { BANNER_ROUTE } from '../constants.ts'

const banners: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BANNER_ROUTE,
    {
      schema: {
        tags: ['bonuses'],
        summary: "A demo campaign banner (SVG); the demo campaigns' `banners` point here",
        params: z.object({ file: z.string().max(60) }),
      },
    },
    async (req, reply) => {
      const svg = app.bonuses.banner(req.params.file)
      if (!svg) throw new ApiError('not_found', 'No such banner')
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml')
        .send(svg)
    },
  )
}

export default banners
