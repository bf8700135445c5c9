// GET /health (and /api/sportsbook/health): 503 when the database does not answer, so a proxy can route away.
// GET /ready: 503 until the database answers, the migrations are applied and the feed (if any) runs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Health, Readiness } from '@sportsbook/contract'
import { createHealthService } from './service.ts'

const health: FastifyPluginAsyncZod = async (app) => {
  const service = createHealthService(app)
  const handler = async (_req: unknown, reply: { code(n: number): unknown }): Promise<Health> => {
    const health = await service.check()
    if (health.database === 'down') reply.code(503)
    return health
  }
  const schema = { tags: ['health'], summary: 'Service health', response: { 200: Health, 503: Health } }
  app.get('/health', { schema }, handler)
  app.get('/api/sportsbook/health', { schema }, handler)
  // Readiness for a load balancer or Kubernetes: 503 until this process should get traffic.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready for traffic',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_req, reply) => {
      const ready = await service.ready()
      if (!ready.ready) reply.code(503)
      return ready
    },
  )
}

export default health
