// Server-rendered pages for a crowd (issue #12): a match-day burst of visitors to one page costs one
// render per second, not one per visitor. A page's HTML depends only on its URL, its host (the brand)
// and the theme and cookie-consent cookies (root.tsx reads nothing else of the request: the session
// lives in the browser),
// so a copy at most FRESH_MS old is served to the next visitors with its CSP nonce swapped for theirs.
// A copy is deflated once and each hit splices its visitor's nonce into the gzip (nonce-gzip.mjs).
// Live prices in a copy are at most a few seconds old and the page resyncs on its first subscription
// (lib/realtime/realtime-client.ts `onResync`), as it does for the render it replaces.

/** How long a render is served as it is. */
export const SSR_CACHE_FRESH_MS = 1000
/** While one visitor's request renders the page again, the others get the previous copy up to this age. */
export const SSR_CACHE_STALE_MS = 5000
/** Pages kept (least recently stored dropped first) and the largest page kept. */
export const SSR_CACHE_MAX_ENTRIES = 200
export const SSR_CACHE_MAX_BYTES = 1_000_000

import { acceptsGzip, gzipWithNonce, prepareNonceGzip } from './nonce-gzip.mjs'

/** The only cookies a server render reads (lib/theme.ts THEME_COOKIE, lib/tracking/cookies.ts consent). */
const THEME = /(?:^|;\s*)sb_theme=(dark|light)/
const CONSENT = /(?:^|;\s*)cookie_consent=(all|necessary)/

/**
 * Express middleware in front of the React Router handler. `nonceHeader`: where securityHeaders put
 * this request's nonce; `now`: the clock (tests).
 */
export function ssrMicrocache({
  nonceHeader,
  freshMs = SSR_CACHE_FRESH_MS,
  staleMs = SSR_CACHE_STALE_MS,
  maxEntries = SSR_CACHE_MAX_ENTRIES,
  maxBytes = SSR_CACHE_MAX_BYTES,
  now = Date.now,
}) {
  /** @type {Map<string, { at: number, status: number, headers: [string, string | number | string[]][], body: string, nonce: string, refreshing: boolean, gzip?: ReturnType<typeof prepareNonceGzip> }>} */
  const pages = new Map()

  return function microcache(req, res, next) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isDocument(req)) return next()
    const nonce = String(req.headers[nonceHeader] ?? '')
    const cookie = req.headers.cookie ?? ''
    const key = `${req.headers.host ?? ''} ${req.originalUrl} ${THEME.exec(cookie)?.[1] ?? ''} ${CONSENT.exec(cookie)?.[1] ?? ''}`
    const page = pages.get(key)
    const age = page ? now() - page.at : Infinity
    if (page && (age < freshMs || (page.refreshing && age < staleMs))) {
      res.statusCode = page.status
      for (const [name, value] of page.headers) res.setHeader(name, value)
      res.setHeader('x-ssr-cache', 'hit')
      const vary = String(res.getHeader('vary') ?? '')
      if (!/accept-encoding|\*/i.test(vary))
        res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      if (req.method === 'HEAD') return void res.end()
      const gz = acceptsGzip(req.headers['accept-encoding'])
        ? gzipWithNonce((page.gzip ??= prepareNonceGzip(page.body, page.nonce)), nonce)
        : null
      // A client without gzip, or a nonce of another length: the copy as text (compression may apply).
      if (!gz) return void res.end(page.body.replaceAll(page.nonce, nonce))
      // Already encoded: the compression middleware leaves it as it is.
      res.setHeader('content-encoding', 'gzip')
      res.setHeader('content-length', gz.length)
      res.end(gz)
      return
    }
    // A HEAD answer has no body: served from a GET's copy, never stored as one.
    if (req.method === 'HEAD') return next()
    if (page) page.refreshing = true
    record(res, nonce, (entry) => {
      if (page) page.refreshing = false
      if (!entry || entry.body.length > maxBytes) return
      pages.delete(key)
      pages.set(key, { ...entry, at: now(), refreshing: false })
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value)
    })
    next()
  }
}

/** A browser asking for a page: not an asset, the API, a route's data or a build file. */
function isDocument(req) {
  const path = req.path
  return !path.startsWith('/api/') && !path.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(path)
}

/**
 * Copies what the handler writes; `done` gets the page when it is one to share (200, HTML, no
 * cookie set, a nonce to swap), else null.
 */
function record(res, nonce, done) {
  const before = new Set(res.getHeaderNames())
  const chunks = []
  const write = res.write
  const end = res.end
  const keep = (chunk, encoding) => {
    if (chunk == null || typeof chunk === 'function') return
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk))
  }
  res.write = function (chunk, encoding, cb) {
    keep(chunk, typeof encoding === 'string' ? encoding : undefined)
    return write.call(this, chunk, encoding, cb)
  }
  res.end = function (chunk, encoding, cb) {
    keep(chunk, typeof encoding === 'string' ? encoding : undefined)
    res.write = write
    res.end = end
    const type = String(res.getHeader('content-type') ?? '')
    const shareable =
      res.statusCode === 200 && type.startsWith('text/html') && !res.hasHeader('set-cookie') && nonce !== ''
    done(
      shareable
        ? {
            status: res.statusCode,
            headers: res
              .getHeaderNames()
              .filter((n) => !before.has(n) && n !== 'content-length' && n !== 'content-encoding')
              .map((n) => [n, res.getHeader(n)]),
            body: Buffer.concat(chunks).toString('utf8'),
            nonce,
          }
        : null,
    )
    return end.call(this, chunk, encoding, cb)
  }
}
