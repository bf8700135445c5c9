// The route tier: every HTTP resource, explicitly listed so the surface is visible in one place.
import type { FastifyInstance } from 'fastify'
import { registerPlatformRoutes } from '../modules/accounts/index.ts'
import { betsRoutes, bettingDevRoutes, bettingSettingsRoutes } from '../modules/betting/index.ts'
import { catalogRoutes } from '../modules/catalog/index.ts'
import { favouritesRoutes } from '../modules/favourites/index.ts'
import { healthRoutes } from '../modules/health/index.ts'
import { metricsRoutes } from '../modules/metrics/index.ts'
import { imageRoutes } from '../modules/images/index.ts'
import { outboxDevRoutes } from '../modules/outbox/index.ts'
import { matchStatsRoutes } from '../modules/match-stats/index.ts'
import { notificationsRoutes } from '../modules/notifications/index.ts'
import { limitsRoutes } from '../modules/limits/index.ts'
import { matchSocialRoutes } from '../modules/match-social/index.ts'
import { priceHistoryRoutes } from '../modules/price-history/index.ts'
import { statementsRoutes } from '../modules/statements/index.ts'

export const SPORTSBOOK_PREFIX = '/api/sportsbook'

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes)
  await app.register(metricsRoutes)
  await app.register(catalogRoutes, { prefix: SPORTSBOOK_PREFIX })
  await app.register(matchStatsRoutes, { prefix: SPORTSBOOK_PREFIX })
  await app.register(matchSocialRoutes, { prefix: SPORTSBOOK_PREFIX })
  await app.register(priceHistoryRoutes, { prefix: SPORTSBOOK_PREFIX })
  await app.register(betsRoutes, { prefix: SPORTSBOOK_PREFIX })
  await app.register(bettingSettingsRoutes, { prefix: SPORTSBOOK_PREFIX })
  await app.register(favouritesRoutes, { prefix: SPORTSBOOK_PREFIX })
  await app.register(statementsRoutes, { prefix: SPORTSBOOK_PREFIX })
  await app.register(imageRoutes, { prefix: SPORTSBOOK_PREFIX })
  await app.register(notificationsRoutes, { prefix: SPORTSBOOK_PREFIX })
  await registerPlatformRoutes(app)
  await app.register(limitsRoutes, { prefix: '/api/platform' })
  if (app.devMode) await app.register(outboxDevRoutes)
  if (app.devMode) await app.register(bettingDevRoutes)
  app.get('/api/sportsbook/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
