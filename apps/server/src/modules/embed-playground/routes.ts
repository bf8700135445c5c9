import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { playgroundHtml, safeOrigin, sdkScript } from './service.ts'

const tags = ['development']

export interface PlaygroundOptions {
  /** The sportsbook to embed when the page is opened without ?sportsbook=. */
  defaultSportsbookOrigin: string
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
      const origin = safeOrigin(req.query.sportsbook) ?? opts.defaultSportsbookOrigin
      return reply.type('text/html; charset=utf-8').send(playgroundHtml(origin))
    },
  )
  app.get(
    '/dev/embed/embed-sdk.js',
    { schema: { tags, summary: 'The embed SDK browser script' } },
    async (_req, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await sdkScript()),
  )
}

export default routes
