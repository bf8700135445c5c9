// Hunting and tournaments under the Sportsbook API prefix (spec §7); see README.md. Routes ask
// `app.bonusPoints` (decorated in this plugin's scope). Also runs the tournament end check and the
// pool / freebet push after commit.
import type { FastifyPluginAsync } from 'fastify'
import { TOURNAMENT_END_CHECK_MS, TOURNAMENT_POOL_PUSH_MS } from './constants.ts'
import { startPointsPush } from './push.ts'
import routes from './routes.ts'
import { createBonusPointsService, type BonusPointsService } from './service.ts'
import { finishDueTournaments } from './tournament-end.ts'

declare module 'fastify' {
  interface FastifyInstance {
    bonusPoints: BonusPointsService
  }
}

const bonusPointsPlugin: FastifyPluginAsync<{ locales?: readonly string[] }> = async (app, opts) => {
  app.decorate(
    'bonusPoints',
    createBonusPointsService(app.db, () => app.now()),
  )
  await app.register(routes, { prefix: '/api/sportsbook' })
  const push = startPointsPush({
    db: app.db,
    publisher: app.realtime.publisher,
    log: app.log,
    locales: opts.locales ?? ['en'],
    now: () => app.now(),
    intervalMs: TOURNAMENT_POOL_PUSH_MS,
  })
  const ends = setInterval(() => {
    finishDueTournaments(app.db, app.now()).catch((err: unknown) =>
      app.log.warn({ err }, 'tournament end failed'),
    )
  }, TOURNAMENT_END_CHECK_MS)
  ends.unref()
  app.addHook('onClose', async () => {
    clearInterval(ends)
    push.stop()
  })
}

export default bonusPointsPlugin
