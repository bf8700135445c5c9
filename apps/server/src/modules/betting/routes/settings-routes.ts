import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, Settings, SettingsUpdate } from '@sportsbook/contract'

const settings: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['settings'],
        summary: "Betting settings: the player's choices (defaults for visitors) and the site's rules",
        response: { 200: Settings },
      },
    },
    async (req) => app.betting.settings(req.player),
  )
  app.post(
    '/settings',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['settings'],
        summary: 'Change stakes, auto_accept_odds_change, odds_type or video_enabled',
        body: SettingsUpdate,
        response: { 200: Settings, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (req) => app.betting.updateSettings(req.player!, req.body),
  )
}

export default settings
