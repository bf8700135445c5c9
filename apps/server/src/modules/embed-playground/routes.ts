import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { createEmbedPlaygroundService } from './service.ts'

const tags = ['development']

export interface PlaygroundOptions {
  service: ReturnType<typeof createEmbedPlaygroundService>
}

const routes: FastifyPluginAsyncZod<PlaygroundOptions> = async (app, opts) => {
  app.get(
    '/dev/embed',
    {
      schema: {
        tags,
        summary: 'Host playground: the sportsbook embedded through the SDK',
        querystring: z.object({ sportsbook: z.string().max(200).optional() }),
      },
    },
    async (req, reply) => {
      return reply.type('text/html; charset=utf-8').send(opts.service.page(req.query.sportsbook))
    },
  )
  app.get(
    '/dev/embed/embed-sdk.js',
    { schema: { tags, summary: 'The embed SDK browser script' } },
    async (_req, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await opts.service.sdkScript()),
  )
}

export default routes
