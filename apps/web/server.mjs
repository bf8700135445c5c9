#!/usr/bin/env node
// The production web server: static assets, the same-origin API/WebSocket proxy, then SSR.
// `--dev` serves the app through Vite in middleware mode (hot reload) instead of the built bundle.
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express from 'express'
import { createRequestHandler } from '@react-router/express'
import { parseEnv } from './env.mjs'
import { apiBodyLimit } from './api-body-limit.mjs'
import { healthRoute } from './health.mjs'
import { createApiProxy } from './api-proxy.mjs'
import { createApiReadCache } from './api-read-cache.mjs'
import {
  CSP_NONCE_HEADER,
  paymentWidgetSources,
  securityHeaders,
  strictTransportSecurity,
} from './http-security.mjs'
import { singleDrainListener } from './drain-listeners.mjs'
import { precompressedAssets } from './precompressed-assets.mjs'
import { ssrMicrocache } from './ssr-microcache.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const dev = process.argv.includes('--dev')

const parsed = parseEnv()
if (parsed.errors) {
  console.error(`Invalid web server configuration:\n  ${parsed.errors.join('\n  ')}`)
  process.exit(1)
}
const config = parsed.config
// SSR code reads these through src/config/public-env.ts; set the resolved values once here.
process.env.SPORTSBOOK_API_URL = config.SPORTSBOOK_API_URL
process.env.PLATFORM_API_URL = config.PLATFORM_API_URL

const app = express()
app.disable('x-powered-by')
// Liveness (health.mjs): answered before anything else, without asking the API.
app.use(healthRoute)

// REST and the realtime WebSocket through this origin (api-proxy.mjs: keep-alive agent, 503 when down);
// the WebSocket to REALTIME_URL when set (the realtime role or Centrifugo). Public reads the API marks
// `public` are answered from memory while fresh (api-read-cache.mjs).
const apiReadCache = createApiReadCache()
const { proxy: apiProxy } = createApiProxy(config.API_URL, config.REALTIME_URL ?? config.API_URL, {
  onResponse: apiReadCache.offer,
})
// Brotli (quality 4, cheap enough per request) or gzip for HTML and JSON, proxied API answers included.
// Off for bodies already encoded (the backend's own Content-Encoding, fingerprinted assets served
// precompressed by a CDN), for event streams (they must flush as they go) and below 1 KB. WebSocket
// upgrades never reach Express middleware (server.on('upgrade') below).
app.use(
  compression({
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '')
      if (type.startsWith('text/event-stream')) return false
      return compression.filter(req, res)
    },
  }),
  singleDrainListener,
)
// HTTPS deployments: every answer, the proxied API's included, keeps browsers on HTTPS.
app.use(strictTransportSecurity(config.HSTS_MAX_AGE))
app.use((req, res, next) =>
  req.path.startsWith('/api/') ? apiBodyLimit(config.API_BODY_LIMIT_BYTES)(req, res, next) : next(),
)
app.use(apiReadCache.middleware)
app.use(apiProxy)
// Pages and assets: CSP with a per-request nonce, frame-ancestors, nosniff, referrer and permissions policies.
app.use(
  securityHeaders({
    frameAncestors: config.frameAncestors,
    // The browser talks to these when the operator moves the APIs or the realtime server elsewhere.
    connectUrls: [
      config.PUBLIC_SPORTSBOOK_API_URL,
      config.PUBLIC_PLATFORM_API_URL,
      config.PUBLIC_REALTIME_URL,
    ].filter(Boolean),
    // The platform's payment widget (iframe and quick deposit): its script and its /spi/ calls only.
    paymentWidget: paymentWidgetSources(process.env.PUBLIC_PLATFORM_ORIGIN),
    dev,
  }),
)

let build
if (dev) {
  const vite = await import('vite').then((v) =>
    v.createServer({ root: here, server: { middlewareMode: true }, appType: 'custom' }),
  )
  app.use(vite.middlewares)
  build = () => vite.ssrLoadModule('virtual:react-router/server-build')
} else {
  const client = path.join(here, 'build/client')
  // Fingerprinted assets never change: cache for a year. Everything else revalidates.
  app.use('/assets', precompressedAssets(path.join(client, 'assets')))
  app.use('/assets', express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y' }))
  // The service worker (scripts/service-worker.mjs) is asked again on every visit, so a deploy's new
  // worker (and its new precache list) is found at once (ADR 042).
  app.use(
    express.static(client, {
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (path.basename(file) === 'sw.js') res.setHeader('Cache-Control', 'no-cache')
      },
    }),
  )
  build = await import(path.join(here, 'build/server/index.js'))
  // A crowd on one page costs one render per second (ssr-microcache.mjs); SSR_CACHE=off renders each visit.
  if (config.SSR_CACHE) app.use(ssrMicrocache({ nonceHeader: CSP_NONCE_HEADER }))
}

app.all('/{*path}', createRequestHandler({ build, mode: dev ? 'development' : 'production' }))

// A Brotli answer kept by the API read cache goes out before Express (HSTS still set on it).
const hsts = strictTransportSecurity(config.HSTS_MAX_AGE)
const server = http.createServer((req, res) => {
  hsts(req, res, () => {})
  if (!apiReadCache.serveEncoded(req, res)) app(req, res)
})
server.once('error', (err) => {
  console.error(`Web server could not listen on ${config.WEB_HOST}:${config.WEB_PORT}: ${err.message}`)
  process.exit(1)
})
server.listen(config.WEB_PORT, config.WEB_HOST, () =>
  console.log(`Sportsbook on http://localhost:${config.WEB_PORT}/sports`),
)
// Express does not see upgrade requests; hand WebSocket upgrades to the proxy explicitly.
server.on('upgrade', apiProxy.upgrade)

// Stop accepting, drop idle keep-alive sockets (they would hold close() open), force-exit after a grace period.
const SHUTDOWN_GRACE_MS = 5000
const shutdown = () => {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
// Under `npm start` (scripts/start.mjs, with an IPC channel, in a process group of its own): its parent gone, stop.
if (process.send) process.once('disconnect', shutdown)
