// Development only (the dev tools on; never with NODE_ENV=production): a stand-in for the games
// provider behind the spec §7 virtual wallet, so the virtual gaming arena page of a local setup shows
// a frame through the same launch call a real provider answers.
import type { FastifyInstance } from 'fastify'
import routes from './routes.ts'
import { createArenaStandInService } from './service.ts'

export default async function arenaStandIn(app: FastifyInstance) {
  if (!app.devMode) return
  await app.register(routes, { service: createArenaStandInService() })
}
