// The route tier: every HTTP resource, explicitly listed so the surface is visible in one place.
import type { FastifyInstance } from 'fastify'
import health from './health.ts'
import { registerPlatformRoutes } from './platform/index.ts'
import categories from './sportsbook/categories.ts'
import markets from './sportsbook/markets.ts'
import matches from './sportsbook/matches.ts'
import search from './sportsbook/search.ts'
import sports from './sportsbook/sports.ts'
import tournaments from './sportsbook/tournaments.ts'
import bets from './sportsbook/bets/index.ts'
import bettingSettings from './sportsbook/settings.ts'

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
