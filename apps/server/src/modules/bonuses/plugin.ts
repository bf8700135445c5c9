// The bonuses resource under the Sportsbook API prefix (spec §7); see README.md.
import type { FastifyPluginAsync } from 'fastify'
import actions from './routes/actions.ts'
import amb from './routes/amb.ts'
import lists from './routes/lists.ts'
import lootboxes from './routes/lootboxes.ts'

const bonusesPlugin: FastifyPluginAsync = async (app) => {
  await app.register(
    async (scope) => {
      await scope.register(lists)
      await scope.register(actions)
      await scope.register(lootboxes)
      await scope.register(amb)
    },
    { prefix: '/api/sportsbook' },
  )
}

export default bonusesPlugin
