// Responsible-gambling calls of spec §7. The reference backend sets no limits: the list is empty, and
// activity tracking (called every 60 s while limits exist) is accepted and dropped.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { UserLimitList } from '@sportsbook/contract'

const tags = ['platform: limits']

const limits: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requirePlayer)
  app.get(
    '/user_limits',
    { schema: { tags, summary: 'Limits of the player', response: { 200: UserLimitList } } },
    async () => [],
  )
  app.post(
    '/player/activity_limit_track',
    { schema: { tags, summary: 'Activity heartbeat' } },
    async (_req, reply) => reply.code(204).send(),
  )
}

export default limits
