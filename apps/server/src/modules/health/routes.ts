// GET /health (and /api/sportsbook/health): 503 when the database does not answer, so a proxy can route away.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Health } from '@sportsbook/contract'
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
}

export default health
