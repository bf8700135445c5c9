// The jackpots resource under the Sportsbook API prefix (spec §7) and the draw that runs every
// JACKPOT_TICK_MS; decorates `app.jackpots`: the service the routes call and the draw's `tick` (see README.md).
import fp from 'fastify-plugin'
import { JACKPOT_TICK_MS } from './constants.ts'
import { startDraws } from './draw.ts'
import { createJackpotPublisher } from './publish.ts'
import { createJackpotsService, type JackpotsService } from './service.ts'
import hits from './routes/hits-routes.ts'
import jackpots from './routes/jackpots-routes.ts'

export interface JackpotsOptions {
  /** Locales of the public channels pool changes go to. */
  locales: readonly string[]
}

declare module 'fastify' {
  interface FastifyInstance {
    jackpots: JackpotsService & {
      tick(): Promise<{ hits: string[] }>
      /** Placement grew these jackpots' pools (after its commit): pushed on the next tick. */
      poolsMoved(jackpotIds: Iterable<number>): void
    }
  }
}

export default fp<JackpotsOptions>(
  async (app, opts) => {
    const draws = startDraws(
      {
        db: app.db,
        wallet: app.wallet,
        now: () => app.now(),
        publish: createJackpotPublisher(app.realtime.publisher, app.log, opts.locales),
        publishBalance: (userId, language, balance) => app.publishBalance(userId, language, balance),
      },
      JACKPOT_TICK_MS,
      (err) => app.log.error({ err }, 'jackpot draw failed'),
    )
    app.decorate('jackpots', {
      ...createJackpotsService(app.db),
      tick: draws.tick,
      poolsMoved: draws.poolsMoved,
    })
    app.addHook('onClose', () => draws.stop())
    await app.register(
      async (scope) => {
        await scope.register(jackpots)
        await scope.register(hits)
      },
      { prefix: '/api/sportsbook' },
    )
  },
  { name: 'jackpots', dependencies: ['deps', 'accounts', 'wallet', 'realtime-tier'] },
)
