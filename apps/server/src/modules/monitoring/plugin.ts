// Decorates `app.errorReporter`: the Sentry reporter when SENTRY_DSN is set, a no-op otherwise. The
// error handler reports 5xx through it; closing the app (SIGTERM) flushes what is queued first.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { createSentryReporter, FLUSH_TIMEOUT_MS, noReporter, type ErrorReporter } from './reporter.ts'

declare module 'fastify' {
  interface FastifyInstance {
    errorReporter: ErrorReporter
  }
}

export interface MonitoringOptions {
  /** SENTRY_DSN; unset: no reporting and the SDK is never loaded. */
  dsn: string | undefined
  environment: string
}

/** What identifies a failed request in a report: method, URL template and request id (nothing else). */
export function requestInfo(req: FastifyRequest) {
  return { method: req.method, route: req.routeOptions.url ?? '(no route)', requestId: String(req.id) }
}

async function monitoring(app: FastifyInstance, opts: MonitoringOptions) {
  const reporter = opts.dsn ? await createSentryReporter({ dsn: opts.dsn, environment: opts.environment }) : noReporter
  app.decorate('errorReporter', reporter)
  // preClose: before the server stops listening, so reports to this API's own dev endpoint still land.
  app.addHook('preClose', async () => {
    try {
      await reporter.close(FLUSH_TIMEOUT_MS)
    } catch (err) {
      app.log.warn({ err }, 'flushing error reports failed')
    }
  })
}

export default fp(monitoring, { name: 'monitoring' })
