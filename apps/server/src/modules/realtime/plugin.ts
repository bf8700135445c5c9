// Fastify plugin of the embedded realtime server: the WebSocket endpoint, the Centrifugo-style
// HTTP API and the token routes, plus a `realtime` decorator through which the app publishes.
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { WebSocketServer } from 'ws'
import { clientAddressOf, type TrustProxy } from './client-address.ts'
import { registerHttpApi } from './http-api.ts'
import { Hub, type HubOptions } from './hub.ts'
import {
  CentrifugoHttpPublisher,
  InProcessPublisher,
  type CentrifugoHttpOptions,
  type Publisher,
} from './publisher.ts'
import { registerTokenRoutes, type UserResolver } from './routes.ts'
import { createTokenService, type TokenService } from './service.ts'

/** Incoming frames above this close the connection with 1009 (reference §14.1 item 1). */
export const DEFAULT_MAX_MESSAGE_BYTES = 64 * 1024
/** Retry-After of an upgrade refused for the per-address cap; the client backs off on its own too. */
export const CONNECTION_LIMIT_RETRY_S = 10
export const WEBSOCKET_PATH = '/connection/websocket'

export interface RealtimePluginOptions extends Partial<HubOptions> {
  /** HS256 secret shared with Centrifugo (`client.token.hmac_secret_key`); at least 32 characters. */
  tokenSecret: string
  /** Key of the embedded /api/* endpoints (Centrifugo `http_api.key`). */
  apiKey: string
  maxMessageBytes?: number
  /** When set, browsers from other origins cannot open the WebSocket. */
  allowedOrigins?: string[]
  /** The app's TRUST_PROXY, so a socket's client address is the one the HTTP API sees (per-address cap). */
  trustProxy?: TrustProxy
  /** Resolves the signed-in player; until accounts exist the app passes a stand-in. Default: nobody. */
  getUserId?: UserResolver
  connectionTokenTtlS?: number
  subscriptionTokenTtlS?: number
  /** Publish through a real Centrifugo instead of the embedded hub (production). */
  centrifugo?: CentrifugoHttpOptions
  /** For tests: the clock of tokens and history. */
  now?: () => number
  /**
   * Whether this process serves the hub (the `realtime` role): its WebSocket and its HTTP API. Without
   * it the process publishes through `centrifugo` (Centrifugo, or the realtime role's HTTP API). Default true.
   */
  serveHub?: boolean
}

export interface Realtime {
  /** Where the app publishes: the embedded hub, or Centrifugo when configured. */
  publisher: Publisher
  /** The embedded server itself (server-side unsubscribe/disconnect, stats, shutdown). */
  hub: Hub
  tokens: TokenService
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime
  }
}

async function realtime(app: FastifyInstance, opts: RealtimePluginOptions) {
  const now = opts.now ?? Date.now
  const tokens = createTokenService(opts.tokenSecret, now)
  const hub = new Hub(tokens, opts, app.log, now)
  const publisher = opts.centrifugo
    ? new CentrifugoHttpPublisher(opts.centrifugo)
    : new InProcessPublisher(hub)
  app.decorate('realtime', { publisher, hub, tokens } satisfies Realtime)

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: opts.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
    // JSON clients send no subprotocol or `centrifuge-json`; protobuf clients are refused (reference §2).
    handleProtocols: (protocols) => (protocols.has('centrifuge-json') ? 'centrifuge-json' : false),
  })
  const addressOf = clientAddressOf(opts.trustProxy)
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    if (pathname !== WEBSOCKET_PATH) {
      // Leave other paths to other upgrade listeners (e.g. a dev server), if there are any.
      if (app.server.listenerCount('upgrade') === 1) socket.destroy()
      return
    }
    const origin = req.headers.origin
    if (opts.allowedOrigins && origin && !opts.allowedOrigins.includes(origin)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    // One address cannot hold the hub's sockets: centrifuge-js retries a refused upgrade with backoff.
    const address = addressOf(req)
    if (!hub.admits(address)) {
      socket.end(
        `HTTP/1.1 429 Too Many Requests\r\nRetry-After: ${CONNECTION_LIMIT_RETRY_S}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      )
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => hub.accept(ws, address))
  }
  const serveHub = opts.serveHub ?? true
  if (serveHub) app.server.on('upgrade', onUpgrade)
  // Before the HTTP server stops: clients get 3001 "shutdown" and reconnect to the next instance.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade)
    await hub.shutdown()
  })
  app.addHook('onClose', async () => {
    wss.close()
  })

  if (serveHub) registerHttpApi(app, hub, opts.apiKey)
  registerTokenRoutes(app, tokens, {
    getUserId: opts.getUserId ?? (() => null),
    connectionTokenTtlS: opts.connectionTokenTtlS,
    subscriptionTokenTtlS: opts.subscriptionTokenTtlS,
  })
}

export const realtimePlugin = fp(realtime, { name: 'realtime', fastify: '5.x' })
