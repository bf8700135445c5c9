// The Platform API (spec §7) under /api/platform, plus the development-only pages.
import type { FastifyInstance } from 'fastify'
import dev from './dev.ts'
import phone from './phone.ts'
import player from './player.ts'
import users from './users.ts'

export const PLATFORM_PREFIX = '/api/platform'

export async function registerPlatformRoutes(app: FastifyInstance): Promise<void> {
  for (const plugin of [users, player, phone]) await app.register(plugin, { prefix: PLATFORM_PREFIX })
  if (app.devMode) await app.register(dev)
}
