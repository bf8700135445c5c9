// Decorates `app.betting`: the service the routes call (placement, cash-out, the bet list, settings,
// share codes, custom bets; see service.ts), and the deps it runs on (database, wallet, clock,
// realtime publisher), which settlement and the offer refresh take (see README.md).
import fp from 'fastify-plugin'
import { createRuleTimers } from './auto-cashout.ts'
import { LIVE_BET_DELAY_MS } from './constants.ts'
import { createBetPublisher } from './publish.ts'
import { createBettingService, type BettingDeps, type BettingService } from './service.ts'

export interface BettingOptions {
  /** Wait before a live bet is checked again; tests pass a few milliseconds. */
  liveBetDelayMs?: number
  /** Origin of the web app, for share links. */
  publicWebUrl?: string
}

/** The service, and the deps `settleMatches` and `refreshOffers` (connect-feed.ts, tests) take. */
export type Betting = BettingDeps & BettingService

declare module 'fastify' {
  interface FastifyInstance {
    betting: Betting
  }
}

export default fp<BettingOptions>(
  async (app, opts) => {
    const deps: BettingDeps = {
      db: app.db,
      wallet: app.wallet,
      now: () => app.now(),
      liveBetDelayMs: opts.liveBetDelayMs ?? LIVE_BET_DELAY_MS,
      publicWebUrl: opts.publicWebUrl ?? 'http://localhost:3000',
      bets: createBetPublisher(app.realtime.publisher, app.log),
      publishBalance: (userId, language, balance) => app.publishBalance(userId, language, balance),
      // Late-bound: the jackpots plugin registers after betting (and not at all in some test apps).
      poolsMoved: (ids) => {
        if (app.hasDecorator('jackpots')) app.jackpots.poolsMoved(ids)
      },
      ruleTimers: createRuleTimers((err) => {
        app.log.error({ err }, 'betting: an auto cash-out rule failed to fire')
        app.errorReporter.background(err, 'settlement')
      }),
    }
    // Rules waiting the live bet delay are tried before the database closes.
    app.addHook('onClose', () => deps.ruleTimers.idle())
    app.decorate('betting', { ...deps, ...createBettingService(deps) } satisfies Betting)
  },
  { name: 'betting', dependencies: ['deps', 'accounts', 'wallet', 'realtime-tier'] },
)
