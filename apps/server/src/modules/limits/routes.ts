// Responsible-gambling calls of spec §7 under /api/platform: limits, the reality-check session, the
// activity heartbeat and the deposit reminder settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ActivityTrack,
  DepositReminderSettings,
  SetUserLimitRequest,
  SportsbookSession,
  UserLimit,
  UserLimitIdParams,
  UserLimitList,
} from '@sportsbook/contract'

const tags = ['platform: limits']

const limitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requirePlayer)
  app.get(
    '/user_limits',
    { schema: { tags, summary: 'Limits of the player', response: { 200: UserLimitList } } },
    async (req) => app.limits.list(req.player!),
  )
  app.post(
    '/user_limits',
    {
      schema: {
        tags,
        summary: 'Set a limit: stricter applies now, looser waits 24 h and a confirmation',
        body: SetUserLimitRequest,
        response: { 200: UserLimit },
      },
    },
    async (req) => app.limits.set(req.player!, req.body),
  )
  app.delete(
    '/user_limits/:id',
    {
      schema: {
        tags,
        summary: 'Remove a limit (after 24 h and a confirmation) or drop a pending raise',
        params: UserLimitIdParams,
        response: { 200: UserLimit },
      },
    },
    async (req) => app.limits.remove(req.player!, req.params.id),
  )
  app.post(
    '/user_limits/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a raise or removal after its cooling period',
        params: UserLimitIdParams,
        response: { 200: UserLimit },
      },
    },
    async (req) => app.limits.confirm(req.player!, req.params.id),
  )
  app.post(
    '/player/activity_limit_track',
    { schema: { tags, summary: 'Activity heartbeat (every 60 s)', response: { 200: ActivityTrack } } },
    async (req) => app.limits.trackActivity(req.player!),
  )
  app.get(
    '/player/deposit_reminder_settings',
    {
      schema: {
        tags,
        summary: 'Deposit reminder settings of the player group',
        response: { 200: DepositReminderSettings },
      },
    },
    async (req) => app.limits.depositReminder(req.player!),
  )
  const response = { 200: SportsbookSession }
  app.post(
    '/sportsbook_sessions',
    {
      schema: { tags, summary: 'Reality-check session info (403 when a session limit is reached)', response },
    },
    async (req) => app.limits.session(req.player!),
  )
  app.post(
    '/sportsbook_sessions/continue',
    { schema: { tags, summary: 'Continue after a reality check', response } },
    async (req) => app.limits.session(req.player!, true),
  )
}

export default limitsRoutes
