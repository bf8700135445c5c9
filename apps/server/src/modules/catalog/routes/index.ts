// The catalog's read-only resources (spec §7): each request in its own file, registered under one prefix.
import type { FastifyPluginAsync } from 'fastify'
import categories from './categories.ts'
import markets from './markets.ts'
import matches from './matches.ts'
import search from './search.ts'
import sports from './sports.ts'
import tournaments from './tournaments.ts'

const catalogRoutes: FastifyPluginAsync = async (app) => {
  for (const plugin of [sports, categories, tournaments, matches, markets, search]) await app.register(plugin)
}

export default catalogRoutes
