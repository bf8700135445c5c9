// Responsible-gambling calls of spec §7. The reference backend sets no limits: the list is empty, and
// activity tracking (called every 60 s while limits exist) is accepted and dropped. The reality check
// runs on the sign-in session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SportsbookSession, UserLimitList } from '@sportsbook/contract'
import { continueSession, sportsbookSession } from '../reality-check.ts'

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
  const response = { 200: SportsbookSession }
  app.post(
    '/sportsbook_sessions',
    { schema: { tags, summary: 'Reality-check session info', response } },
    async (req) => sportsbookSession(app.db, req.player!.sessionId, app.now()),
  )
  app.post(
    '/sportsbook_sessions/continue',
    { schema: { tags, summary: 'Continue after a reality check', response } },
    async (req) => continueSession(app.db, req.player!.sessionId, app.now()),
  )
}

export default limits
