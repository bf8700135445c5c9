// The client address of a WebSocket upgrade, resolved exactly as Fastify resolves `request.ip` for the
// HTTP API under the same TRUST_PROXY: behind the web server's proxy it is the bettor's address from
// X-Forwarded-For, and a client that is not a trusted proxy cannot pick one with the header.
import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'

/** Fastify's `trustProxy` as the config gives it: true, false, or addresses/CIDRs/names, comma separated. */
export type TrustProxy = boolean | string | undefined

export function clientAddressOf(trust: TrustProxy): (req: IncomingMessage) => string {
  if (!trust) return (req) => req.socket.remoteAddress ?? ''
  // The same trust function Fastify compiles (fastify/lib/request.js getTrustProxyFn).
  const trusted = trust === true ? () => true : proxyAddr.compile(trust.split(',').map((v) => v.trim()))
  return (req) => proxyAddr.all(req, trusted).at(-1) ?? ''
}
