// One origin for the browser: REST and the realtime WebSocket go to the backend as they are.
import http from 'node:http'
import https from 'node:https'
import { createProxyMiddleware } from 'http-proxy-middleware'

/**
 * Connections to the backend are kept and reused: one per request left ~10 000 sockets in TIME_WAIT
 * after a 10 s burst and capped the proxied API at ~700 requests/s (bench/http.ts).
 */
export const API_PROXY_MAX_SOCKETS = 256

/**
 * A page the backend answers under /api/ without a CSP of its own (the reference backend gives its
 * pages one; another operator's backend may not) gets this one: it runs nothing on this origin.
 */
export const PROXIED_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

const isRealtime = (pathname) => pathname.startsWith('/connection/websocket')

/**
 * The proxy of /api/* and /connection/websocket to `target`, and its keep-alive agent. With
 * `realtimeTarget` (REALTIME_URL: the realtime role or Centrifugo, when the API processes do not serve
 * the WebSocket) /connection/websocket goes there instead, through a proxy of its own. `onResponse`
 * sees each API answer as it starts streaming to the client (api-read-cache.mjs keeps public reads).
 */
export function createApiProxy(target, realtimeTarget = target, { onResponse } = {}) {
  const api = proxyTo(
    target,
    (pathname) =>
      realtimeTarget === target
        ? pathname.startsWith('/api/') || isRealtime(pathname)
        : pathname.startsWith('/api/'),
    onResponse,
  )
  if (realtimeTarget === target) return api
  const realtime = proxyTo(realtimeTarget, isRealtime).proxy
  /** @type {any} */
  const proxy = (req, res, next) => (isRealtime(req.path ?? req.url) ? realtime : api.proxy)(req, res, next)
  proxy.upgrade = (req, socket, head) =>
    (isRealtime(req.url ?? '') ? realtime : api.proxy).upgrade(req, socket, head)
  return { proxy, agent: api.agent }
}

function proxyTo(target, pathFilter, onResponse = undefined) {
  const agent = new (target.startsWith('https:') ? https : http).Agent({
    keepAlive: true,
    maxSockets: API_PROXY_MAX_SOCKETS,
  })
  const proxy = createProxyMiddleware({
    target,
    agent,
    changeOrigin: true,
    // A function: http-proxy-middleware will not mix glob and plain-path filters in one array.
    pathFilter,
    ws: true,
    // X-Forwarded-For/Proto/Host, so the API's per-IP rate limits see the bettor, not this proxy (TRUST_PROXY).
    xfwd: true,
    logger: undefined,
    on: {
      proxyRes: (proxyRes, req) => {
        onResponse?.(proxyRes, req)
        const type = String(proxyRes.headers['content-type'] ?? '')
        if (type.startsWith('text/html') && !proxyRes.headers['content-security-policy'])
          proxyRes.headers['content-security-policy'] = PROXIED_PAGE_CSP
      },
      error: (err, _req, res) => {
        // Answered already (a body over the limit, api-body-limit.mjs, whose upstream request was cut).
        if (res && 'writableEnded' in res && res.writableEnded) return
        // Backend down: answer like the API would (contract error body) instead of hanging.
        if (res && 'writeHead' in res && !res.headersSent) {
          res.writeHead(503, { 'content-type': 'application/json' })
          res.end(
            JSON.stringify({
              error: { code: 'service_unavailable', message: `API unreachable: ${err.message}` },
            }),
          )
        } else res?.destroy?.()
      },
    },
  })
  return { proxy, agent }
}
