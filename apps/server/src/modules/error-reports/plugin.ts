// Development only: a stand-in Sentry endpoint that accepts envelopes and lists them.
import type { FastifyInstance } from 'fastify'
import routes from './routes.ts'
import { createErrorReportsService } from './service.ts'

export default async function errorReports(app: FastifyInstance) {
  if (!app.devMode) return
  await app.register(routes, { store: createErrorReportsService() })
}
