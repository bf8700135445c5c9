import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { createErrorReportsService } from './service.ts'

const tags = ['development']

const routes: FastifyPluginAsyncZod<{ store: ReturnType<typeof createErrorReportsService> }> = async (
  app,
  { store },
) => {
  // Sentry SDKs post envelopes as text/plain or application/x-sentry-envelope.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  )

  /** A DSN `http://dev@host/api/dev/errors/1` makes SDKs post here. */
  app.post(
    '/api/dev/errors/api/:projectId/envelope/',
    {
      schema: {
        tags,
        summary: 'Receive a Sentry envelope',
        params: z.object({ projectId: z.string().regex(/^\d+$/) }),
      },
    },
    async (req, reply) => {
      const kept = store.add(req.params.projectId, typeof req.body === 'string' ? req.body : '')
      // Cross-origin SDKs (a DSN pointing straight at the API) may read the answer.
      return reply.header('access-control-allow-origin', '*').send({ kept })
    },
  )
  app.get(
    '/api/dev/errors',
    { schema: { tags, summary: 'Error reports received (newest first)' } },
    async () => ({
      reports: store.list(),
    }),
  )
  app.delete(
    '/api/dev/errors',
    { schema: { tags, summary: 'Forget the received reports' } },
    async (_req, reply) => {
      store.clear()
      return reply.status(204).send()
    },
  )
}

export default routes
