// Development only: the stand-in payment widget a platform serves at /spi/main.js (spec §7).
import type { FastifyInstance } from 'fastify'
import routes from './routes.ts'
import { createPaymentWidgetService } from './service.ts'

export default async function paymentWidget(app: FastifyInstance) {
  if (!app.devMode) return
  await app.register(routes, { service: createPaymentWidgetService(app) })
}
