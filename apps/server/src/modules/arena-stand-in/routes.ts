// POST /api/platform/virtual-wallet/{provider}/launch and the stand-in arena page it points to.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ArenaLaunch } from '@sportsbook/contract'
import { z } from 'zod'
import { ARENA_PAGE_PATH } from './constants.ts'
import type { ArenaStandInService } from './service.ts'

const tags = ['development']
const Name = z.string().regex(/^[a-z0-9_-]{1,40}$/)

const routes: FastifyPluginAsyncZod<{ service: ArenaStandInService }> = async (app, { service }) => {
  app.post(
    '/api/platform/virtual-wallet/:provider/launch',
    {
      schema: {
        tags,
        summary: 'Launch the virtual gaming arena (stand-in provider "demo"): the address to frame',
        params: z.object({ provider: Name }),
        body: z.object({ app: Name }),
        response: { 200: ArenaLaunch },
      },
    },
    async (req) => service.launch(req.params.provider, req.body.app),
  )

  app.get(
    ARENA_PAGE_PATH,
    { schema: { tags, summary: 'The stand-in arena page', querystring: z.object({ app: Name }) } },
    async (req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
        )
        .header('x-content-type-options', 'nosniff')
        .send(service.page(req.query.app)),
  )
}

export default routes
