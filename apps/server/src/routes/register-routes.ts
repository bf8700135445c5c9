// The route tier: every HTTP resource, explicitly listed so the surface is visible in one place.
import type { FastifyInstance } from 'fastify'
import health from '../modules/health/routes.ts'
import { registerPlatformRoutes } from '../modules/accounts/routes/index.ts'
import categories from '../modules/catalog/routes/categories.ts'
import markets from '../modules/catalog/routes/markets.ts'
import matches from '../modules/catalog/routes/matches.ts'
import search from '../modules/catalog/routes/search.ts'
import sports from '../modules/catalog/routes/sports.ts'
import tournaments from '../modules/catalog/routes/tournaments.ts'
import bets from '../modules/betting/routes/index.ts'
import bettingSettings from '../modules/betting/routes/settings.ts'

export const SPORTSBOOK_PREFIX = '/api/sportsbook'

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(health)
  for (const plugin of [sports, categories, tournaments, matches, markets, search]) {
    await app.register(plugin, { prefix: SPORTSBOOK_PREFIX })
  }
  await app.register(bets, { prefix: SPORTSBOOK_PREFIX })
  await app.register(bettingSettings, { prefix: SPORTSBOOK_PREFIX })
  await registerPlatformRoutes(app)
  app.get('/api/sportsbook/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
