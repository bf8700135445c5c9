// Headers on every answer of the API, JSON and the development pages alike: nosniff (an answer is
// read as the type it says, never sniffed into a script or a page) and HSTS on HTTPS deployments.
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Whether the browser's request came over HTTPS: a TLS socket, or the first X-Forwarded-Proto, which
 * the TLS-terminating proxy sets (the web server's proxy appends its own hop: `https,http`). No trust
 * is needed: a browser ignores HSTS received over plain HTTP (RFC 6797 §8.1), so a forged header gains
 * nothing. Kept in step with the web server's rule (apps/web/http-security.mjs).
 */
export function cameOverHttps(req: FastifyRequest): boolean {
  const proto = req.headers['x-forwarded-proto']
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase()
  return first === 'https' || (first === undefined && req.protocol === 'https')
}

export default fp<{ hstsMaxAge: number | null }>(
  async (app, { hstsMaxAge }) => {
    app.addHook('onSend', async (req, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff')
      if (hstsMaxAge !== null && cameOverHttps(req))
        reply.header('strict-transport-security', `max-age=${hstsMaxAge}`)
      return payload
    })
  },
  { name: 'security-headers' },
)
