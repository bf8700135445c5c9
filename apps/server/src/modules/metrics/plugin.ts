// Prometheus metrics of this process (issue #32): request latency by route, bet placements by
// outcome and code, catalog cache hits, the database pool and the realtime hub, read at scrape time.
import fp from 'fastify-plugin'
import { errorCodeOf } from '../../plugins/external/errors.ts'
import { createMetrics } from './registry.ts'
import { createMetricsService, type MetricsAccess, type MetricsService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsService
  }
}

/** The placement route, whose answers count as placed or refused bets. */
const PLACE_ROUTE = '/api/sportsbook/bets'

export default fp<MetricsAccess>(
  async (app, access) => {
    const metrics = createMetrics({
      pool: () => {
        const p = app.db.$client
        return { total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount }
      },
      realtime: () => (app.hasDecorator('realtime') ? app.realtime.hub.stats() : undefined),
    })
    app.decorate('metrics', createMetricsService(metrics, access))
    app.addHook('onResponse', async (req, reply) => {
      // The route pattern, never the raw URL: ids in paths would make a series per bet or match.
      const route = req.routeOptions.url ?? 'unmatched'
      const status = reply.statusCode
      metrics.http.observe(
        { method: req.method, route, status_code: String(status) },
        reply.elapsedTime / 1000,
      )
      if (req.method === 'POST' && route === PLACE_ROUTE)
        metrics.bets.inc(
          status < 400
            ? { outcome: 'placed', code: '' }
            : { outcome: 'refused', code: errorCodeOf(req) ?? String(status) },
        )
      const cache = reply.getHeader('x-cache')
      if (cache === 'hit' || cache === 'stale' || cache === 'miss')
        metrics.catalogCache.inc({ result: cache })
    })
  },
  { name: 'metrics', dependencies: ['deps'] },
)
