// The bonuses resource under the Sportsbook API prefix (spec §7); see README.md. Routes ask
// `app.bonuses` (decorated in this plugin's scope: only its routes use it).
import type { FastifyPluginAsync } from 'fastify'
import { createBonusesService, type BonusesService } from './service.ts'
import acca from './routes/acca-routes.ts'
import actions from './routes/actions-routes.ts'
import banners from './routes/banners-routes.ts'
import lists from './routes/lists-routes.ts'
import lucky from './routes/lucky-routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: BonusesService
  }
}

const bonusesPlugin: FastifyPluginAsync = async (app) => {
  app.decorate(
    'bonuses',
    createBonusesService(app.db, () => app.now(), { publisher: app.realtime.publisher, log: app.log }),
  )
  await app.register(
    async (scope) => {
      await scope.register(lists)
      await scope.register(actions)
      await scope.register(banners)
      await scope.register(acca)
      await scope.register(lucky)
    },
    { prefix: '/api/sportsbook' },
  )
}

export default bonusesPlugin
