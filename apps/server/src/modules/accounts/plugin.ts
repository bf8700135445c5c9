// Sessions for every route: cookies, CSRF, `request.player`, and the `authenticate` / `requirePlayer`
// preHandlers (see modules/wallet/README.md for how other routes use them), and `app.accounts`, the
// service the Platform API routes call.
import cookie from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/env.ts'
import { ApiError } from '../../lib/api-error.ts'
import { clearSessionCookies } from './cookies.ts'
import { randomBytes } from 'node:crypto'
import { checkCsrf, csrfTokenFor } from './csrf.ts'
import { startPruneJob } from './prune.ts'
import { startSessionExpirySweep, type SessionExpirySweep } from './session-expiry.ts'
import { createRateLimiter, type RateLimiter } from './rate-limit.ts'
import { startSessionInvalidation } from './session-invalidation.ts'
import { forgetPlayerSessions, resolveSession, type SessionPlayer } from './sessions.ts'
import { SESSION_COOKIE } from './constants.ts'
import { contextOf } from './context.ts'
import { createAccountsService, type AccountsService } from './service/accounts-service.ts'
import { outboxSender, type Sender } from '../outbox/index.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player once `authenticate` ran; null for visitors and expired sessions. */
    player: SessionPlayer | null
  }
  interface FastifyInstance {
    /** preHandler: resolves the session cookie into `request.player` (null when none). */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>
    /** preHandler: like authenticate, then 401 `unauthorized` for visitors. */
    requirePlayer(request: FastifyRequest, reply: FastifyReply): Promise<void>
    /** The signed-in player of a request without touching the reply (realtime token routes). */
    playerOf(request: FastifyRequest): Promise<SessionPlayer | null>
    /** The clock every platform service uses; tests pass a controllable one. */
    now(): Date
    rateLimiter: RateLimiter
    /** Where emails and SMS go: the outbox table unless a real provider is plugged in. */
    sender: Sender
    platformConfig: Config['platform']
    /** Secure flag of the session cookies: on in production (HTTPS), off for http://localhost. */
    cookieSecure: boolean
    /** DEV_TOOLS=true (never in production): the dev deposit and outbox pages exist. */
    devMode: boolean
    /** The CSRF token bound to a session (sb_csrf cookie, X-CSRF-Token header). */
    csrfTokenOf(sessionToken: string): string
    /** What the Platform API routes call: sign-up/in, the email and SMS flows, sessions, phone, players. */
    accounts: AccountsService
  }
}

export default fp<{ config: Config; now: () => Date }>(
  async (app, { config, now }) => {
    const secure = config.nodeEnv === 'production'
    await app.register(cookie)
    app.decorate('now', now)
    app.decorate('rateLimiter', createRateLimiter(app.db, now))
    app.decorate('sender', outboxSender)
    app.decorate('platformConfig', config.platform)
    app.decorate('cookieSecure', secure)
    app.decorate('devMode', config.platform.devTools && config.nodeEnv !== 'production')
    app.decorate(
      'accounts',
      createAccountsService({ db: app.db, wallet: () => app.wallet, context: () => contextOf(app) }),
    )
    app.decorateRequest('player', null)
    const csrfSecret = config.platform.csrfSecret ?? randomBytes(32).toString('base64url')
    const tokenOf = (sessionToken: string) => csrfTokenFor(csrfSecret, sessionToken)
    app.decorate('csrfTokenOf', tokenOf)

    // Expired tokens and sessions and old outbox rows go once at start, then every PRUNE_INTERVAL_MS.
    let prune: ReturnType<typeof startPruneJob> | undefined
    // Session cache drops travel between API processes through PostgreSQL (session-invalidation.ts).
    let invalidation: ReturnType<typeof startSessionInvalidation> | undefined
    // Sessions that end by themselves are announced like a sign-out (session-expiry.ts).
    let expiry: SessionExpirySweep | undefined
    app.addHook('onReady', async () => {
      prune = startPruneJob(app.db, now, app.log)
      invalidation = startSessionInvalidation(app.db.$client, app.log)
      await Promise.all([prune.first, invalidation.ready])
      expiry = startSessionExpirySweep(app.db, now, app.log)
    })
    app.addHook('onClose', async () => {
      await expiry?.stop()
      await invalidation?.stop()
      await prune?.stop()
    })

    const allowedOrigins = [new URL(config.platform.publicWebUrl).origin]
    const allowLoopback = config.nodeEnv !== 'production'
    app.addHook('onRequest', async (req) => checkCsrf(req, { allowedOrigins, allowLoopback, tokenOf }))
    // A player's write may change what the session cache holds (language, currency, email…): drop it
    // before the answer leaves. Bets and other sportsbook writes do not touch the player's fields.
    app.addHook('onSend', async (req) => {
      if (
        req.player &&
        req.method !== 'GET' &&
        req.method !== 'HEAD' &&
        !req.url.startsWith('/api/sportsbook/')
      )
        forgetPlayerSessions(req.player.id)
    })

    async function playerOf(req: FastifyRequest) {
      const token = req.cookies[SESSION_COOKIE]
      if (!token || token.length > 128) return null
      req.player ??= await resolveSession(app.db, token, now())
      return req.player
    }
    async function authenticate(req: FastifyRequest, reply: FastifyReply) {
      const token = req.cookies[SESSION_COOKIE]
      // A dead session's cookies are cleared so the browser stops sending them.
      if (token && !(await playerOf(req))) clearSessionCookies(reply, secure)
    }
    app.decorate('playerOf', playerOf)
    app.decorate('authenticate', authenticate)
    app.decorate('requirePlayer', async (req: FastifyRequest, reply: FastifyReply) => {
      await authenticate(req, reply)
      if (!req.player) throw new ApiError('unauthorized', 'Sign in first')
    })
  },
  { name: 'accounts', dependencies: ['deps'] },
)
