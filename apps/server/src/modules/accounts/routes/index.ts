// The Platform API (spec §7) under /api/platform, plus the development-only pages.
import type { FastifyInstance } from 'fastify'
import depositFields from './deposit-fields-routes.ts'
import dev from './dev-routes.ts'
import phone from './phone-routes.ts'
import player from './player-routes.ts'
import users from './users-routes.ts'

export const PLATFORM_PREFIX = '/api/platform'

export async function registerPlatformRoutes(app: FastifyInstance): Promise<void> {
  for (const plugin of [users, player, depositFields, phone])
    await app.register(plugin, { prefix: PLATFORM_PREFIX })
  if (app.devMode) await app.register(dev)
}
