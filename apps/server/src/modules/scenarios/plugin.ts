// Scenarios as a decorator (`app.scenarios`) with their routes, registered only in dev mode
// (DEV_TOOLS=true, refused with NODE_ENV=production): without it there is no scenario at all.
import fp from 'fastify-plugin'
import { createScenariosService, type ScenariosService } from './service.ts'
import scenarioRoutes from './routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    scenarios: ScenariosService
  }
}

export default fp(
  async (app) => {
    if (!app.devMode) return
    app.decorate(
      'scenarios',
      createScenariosService(app.db, {
        // Read at each run: server.ts sets app.feed after the app is built.
        feed: () => app.feed ?? null,
        setProvider: (provider, active) => app.providers.setActive(provider, active),
        vipReview: (matchId, step) => app.betting.vipReview(matchId, step),
        now: () => app.now(),
        failed: (name, err) => app.log.warn({ err }, `scenario ${name}: a step failed`),
      }),
    )
    await app.register(scenarioRoutes)
  },
  { name: 'scenarios', dependencies: ['deps', 'accounts', 'providers', 'betting'] },
)
