// The outbox as a decorator: the dev routes ask `app.outbox`; the repository stays inside this module.
import fp from 'fastify-plugin'
import { createOutboxService, type OutboxService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxService
  }
}

export default fp(
  async (app) => {
    app.decorate('outbox', createOutboxService(app.db))
  },
  { name: 'outbox', dependencies: ['deps'] },
)
