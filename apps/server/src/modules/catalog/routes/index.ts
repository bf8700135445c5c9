// The catalog's read-only resources (spec §7): each request in its own file, registered under one prefix.
import type { FastifyPluginAsync } from 'fastify'
import categories from './categories-routes.ts'
import markets from './markets-routes.ts'
import matches from './matches-routes.ts'
import search from './search-routes.ts'
import sports from './sports-routes.ts'
import tournaments from './tournaments-routes.ts'

const catalogRoutes: FastifyPluginAsync = async (app) => {
  for (const plugin of [sports, categories, tournaments, matches, markets, search]) await app.register(plugin)
}

export default catalogRoutes
