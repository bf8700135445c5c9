// The bonuses resource under the Sportsbook API prefix (spec §7); see README.md.
import type { FastifyPluginAsync } from 'fastify'
import actions from './routes/actions.ts'
import lists from './routes/lists.ts'

const bonusesPlugin: FastifyPluginAsync = async (app) => {
  await app.register(
    async (scope) => {
      await scope.register(lists)
      await scope.register(actions)
    },
    { prefix: '/api/sportsbook' },
  )
}

export default bonusesPlugin
