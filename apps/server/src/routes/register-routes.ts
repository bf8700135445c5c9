// The route tier: every HTTP resource, explicitly listed so the surface is visible in one place.
import type { FastifyInstance } from 'fastify'
import { registerPlatformRoutes } from '../modules/accounts/index.ts'
import { betsRoutes, bettingSettingsRoutes } from '../modules/betting/index.ts'
import { catalogRoutes } from '../modules/catalog/index.ts'
import { favouritesRoutes } from '../modules/favourites/index.ts'
import { healthRoutes } from '../modules/health/index.ts'
import { imageRoutes } from '../modules/images/index.ts'
import { outboxDevRoutes } from '../modules/outbox/index.ts'

export const SPORTSBOOK_PREFIX = '/api/sportsbook'

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes)
  await app.register(catalogRoutes, { prefix: SPORTSBOOK_PREFIX })
  await app.register(betsRoutes, { prefix: SPORTSBOOK_PREFIX })
  await app.register(bettingSettingsRoutes, { prefix: SPORTSBOOK_PREFIX })
  await app.register(favouritesRoutes, { prefix: SPORTSBOOK_PREFIX })
  await app.register(imageRoutes, { prefix: SPORTSBOOK_PREFIX })
  await registerPlatformRoutes(app)
  if (app.devMode) await app.register(outboxDevRoutes)
  app.get('/api/sportsbook/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
