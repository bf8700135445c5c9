// Token endpoints of spec §7: a connection JWT for everyone (anonymous visitors get `sub: ''`),
// and subscription JWTs for the signed-in player's own private channels (reference §11.3).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  WebsocketAuthorizeRequest,
  parseChannel,
  type ErrorBody,
  type WebsocketAuthorizeResponse,
  type WebsocketTokenResponse,
} from '@sportsbook/contract'
import type { TokenService } from './service.ts'

/** A signed-in player: tokens carry the session (`sid`) so they end with it. */
export interface Principal {
  user: string
  session?: string
}
type Resolved = string | Principal | null | undefined
/** Resolves the signed-in platform user of a request (id, or id and session), or null for an anonymous visitor. */
export type UserResolver = (request: FastifyRequest) => Resolved | Promise<Resolved>

async function principalOf(resolver: UserResolver, request: FastifyRequest): Promise<Principal | null> {
  const r = await resolver(request)
  if (!r) return null
  return typeof r === 'string' ? { user: r } : r.user === '' ? null : r
}

export interface TokenRouteOptions {
  getUserId: UserResolver
  connectionTokenTtlS?: number
  subscriptionTokenTtlS?: number
}

export function registerTokenRoutes(app: FastifyInstance, tokens: TokenService, opts: TokenRouteOptions) {
  app.post('/api/sportsbook/websocket/token', async (request): Promise<WebsocketTokenResponse> => {
    const who = await principalOf(opts.getUserId, request)
    return { token: await tokens.signConnection(who?.user ?? '', opts.connectionTokenTtlS, who?.session) }
  })

  app.post('/api/sportsbook/websocket/authorize', async (request, reply) => {
    const who = await principalOf(opts.getUserId, request)
    if (!who) {
      const body: ErrorBody = { error: { code: 'unauthorized', message: 'Sign in to read private channels' } }
      return reply.code(401).send(body)
    }
    const parsed = WebsocketAuthorizeRequest.safeParse(request.body ?? {})
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'body', message: i.message }))
      const body: ErrorBody = {
        error: { code: 'invalid_params', message: `Invalid body: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues },
      }
      return reply.code(400).send(body)
    }
    // Channels the player may not read are left out; the client then reports its subscription
    // as unauthorized instead of the whole batch failing.
    const response: WebsocketAuthorizeResponse = { channels: [] }
    for (const channel of new Set(parsed.data.channels)) {
      const p = parseChannel(channel)
      if (p?.kind !== 'private' || p.userId !== who.user) continue
      const token = await tokens.signSubscription(who.user, channel, opts.subscriptionTokenTtlS, who.session)
      response.channels.push({ channel, token })
    }
    return response
  })
}
