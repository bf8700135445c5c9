// Lootboxes, boosts and amount-based freebets under the Sportsbook API prefix (spec §7); see
// README.md. Routes ask `app.lootboxes` (decorated in this plugin's scope: only its routes use it).
import type { FastifyPluginAsync } from 'fastify'
import amb from './routes/amb-routes.ts'
import lootboxes from './routes/lootboxes-routes.ts'
import { createLootboxesService, type LootboxesService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    lootboxes: LootboxesService
  }
}

const lootboxesPlugin: FastifyPluginAsync = async (app) => {
  app.decorate(
    'lootboxes',
    createLootboxesService(app.db, () => app.now(), { publisher: app.realtime.publisher, log: app.log }),
  )
  await app.register(
    async (scope) => {
      await scope.register(lootboxes)
      await scope.register(amb)
    },
    { prefix: '/api/sportsbook' },
  )
}

export default lootboxesPlugin
