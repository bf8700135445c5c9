// Statements as a decorator: routes ask `app.statements`; the repository stays inside this module.
import fp from 'fastify-plugin'
import { createStatementsService, type StatementsService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    statements: StatementsService
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'statements',
      createStatementsService(app.db, () => app.now()),
    )
  },
  { name: 'statements', dependencies: ['deps', 'accounts'] },
)
