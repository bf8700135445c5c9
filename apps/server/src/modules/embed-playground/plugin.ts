// Development only: a host page on the API's origin that embeds the sportsbook through the SDK.
import type { FastifyInstance } from 'fastify'
import routes from './routes.ts'
import { createEmbedPlaygroundService } from './service.ts'

export default async function embedPlayground(app: FastifyInstance, opts: { publicWebUrl: string }) {
  if (!app.devMode) return
  await app.register(routes, { service: createEmbedPlaygroundService(new URL(opts.publicWebUrl).origin) })
}
