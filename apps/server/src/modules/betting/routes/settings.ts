import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, Settings, SettingsUpdate } from '@sportsbook/contract'
import { getSettings, updateSettings } from '../settings.ts'

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
    async (req) => getSettings(app.db, req.player, app.betting.liveBetDelayMs),
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
    async (req) => {
      const player = req.player!
      await updateSettings(app.db, player.id, req.body, app.now())
      return getSettings(app.db, player, app.betting.liveBetDelayMs)
    },
  )
}

export default settings
