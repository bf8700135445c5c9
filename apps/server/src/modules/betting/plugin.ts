// Decorates `app.betting`: placement, cash-out, settlement and share codes wired to the database,
// the wallet, the clock and the realtime publisher (see README.md).
import fp from 'fastify-plugin'
import { LIVE_BET_DELAY_MS } from './constants.ts'
import type { PlacementDeps } from './place-bets.ts'
import { createBetPublisher } from './publish.ts'

export interface BettingOptions {
  /** Wait before a live bet is checked again; tests pass a few milliseconds. */
  liveBetDelayMs?: number
  /** Origin of the web app, for share links. */
  publicWebUrl?: string
}

export type Betting = PlacementDeps & { publicWebUrl: string }

declare module 'fastify' {
  interface FastifyInstance {
    betting: Betting
  }
}

export default fp<BettingOptions>(
  async (app, opts) => {
    app.decorate('betting', {
      db: app.db,
      wallet: app.wallet,
      now: () => app.now(),
      liveBetDelayMs: opts.liveBetDelayMs ?? LIVE_BET_DELAY_MS,
      publicWebUrl: opts.publicWebUrl ?? 'http://localhost:3000',
      bets: createBetPublisher(app.realtime.publisher, app.log),
      publishBalance: (userId, language, balance) => app.publishBalance(userId, language, balance),
    } satisfies Betting)
  },
  { name: 'betting', dependencies: ['deps', 'accounts', 'wallet', 'realtime-tier'] },
)
