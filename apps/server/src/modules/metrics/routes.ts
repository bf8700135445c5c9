// GET /metrics: Prometheus text exposition for a scraper (METRICS_TOKEN; see service.ts).
import type { FastifyPluginAsync } from 'fastify'
import { ApiError } from '../../lib/api-error.ts'

const metricsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const verdict = app.metrics.verdict(req.headers.authorization)
    if (verdict === 'absent') throw new ApiError('not_found', 'Not found')
    if (verdict === 'unauthorized') throw new ApiError('unauthorized', 'A metrics token is required')
    return reply.type(app.metrics.contentType).send(await app.metrics.render())
  })
}

export default metricsRoutes
