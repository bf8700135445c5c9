// The bonuses resource under the Sportsbook API prefix (spec §7); see README.md. Routes ask
// `app.bonuses` (decorated in this plugin's scope: only its routes use it).
import type { FastifyPluginAsync } from 'fastify'
import { TOURNAMENT_END_CHECK_MS, TOURNAMENT_POOL_PUSH_MS } from './constants.ts'
import { startPointsPush } from './points-push.ts'
import { createBonusesService, type BonusesService } from './service.ts'
import actions from './routes/actions.ts'
import amb from './routes/amb.ts'
import banners from './routes/banners.ts'
import lists from './routes/lists.ts'
import lootboxes from './routes/lootboxes.ts'
import points from './routes/points.ts'
import { finishDueTournaments } from './tournament-end.ts'

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: BonusesService
  }
}

const bonusesPlugin: FastifyPluginAsync<{ locales?: readonly string[] }> = async (app, opts) => {
  app.decorate(
    'bonuses',
    createBonusesService(app.db, () => app.now()),
  )
  await app.register(
    async (scope) => {
      await scope.register(lists)
      await scope.register(actions)
      await scope.register(lootboxes)
      await scope.register(amb)
      await scope.register(points)
      await scope.register(banners)
    },
    { prefix: '/api/sportsbook' },
  )
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

export default bonusesPlugin
