// Public API reads answered from the web server's memory for as long as the API says they are fresh.
// The browsers' path to the catalog goes through this origin's /api proxy, which capped at ~2.5k
// requests/s against the API's ~18k (bench/http.ts, docs/performance.md, issue #31): a hit here costs
// no proxy hop. Only what the API marks `public` is kept, only answers to requests that carried no
// credentials (no Authorization, no cookie but the display ones below), and nothing the answer says
// varies on anything but Accept-Encoding (ADR 041).
import zlib from 'node:zlib'

/**
 * Longest an answer is served from here, whatever the API's max-age says (the catalog's is 1 s): a
 * page's REST reload after a resync may read a copy this old, so it stays near one publication's
 * way to the page (issue #31: publish → socket p99 ~200 ms); the next tick of a price corrects it.
 */
export const API_READ_CACHE_MAX_AGE_MS = 250
/** Distinct URL × Accept-Encoding entries kept; the oldest goes first. */
export const API_READ_CACHE_MAX_ENTRIES = 1_000
/** Bytes kept at most, all entries together; an answer larger than a tenth of it is never kept. */
export const API_READ_CACHE_MAX_BYTES = 32 * 1024 * 1024

/** Smaller unencoded answers are kept as they are (what the compression middleware leaves too). */
const COMPRESS_MIN_BYTES = 1024
/** The compression middleware's Brotli quality for dynamic answers: cheap, once per entry here. */
const BROTLI_QUALITY = 4

/** Hop-by-hop and per-answer headers not replayed from a kept answer. */
const NOT_REPLAYED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'age',
])

const KEEP = Symbol('api-read-cache key')

const keyOf = (req) => `${req.headers['accept-encoding'] ?? ''}\n${req.url}`

/** Seconds of freshness the API grants to shared caches, or 0 when it grants none. */
function sharedMaxAge(cacheControl) {
  const cc = String(cacheControl ?? '').toLowerCase()
  if (!/(^|,)\s*public\s*(,|$)/.test(cc) || /private|no-store|no-cache/.test(cc)) return 0
  const m = cc.match(/s-maxage=(\d+)/) ?? cc.match(/max-age=(\d+)/)
  return m ? Number(m[1]) : 0
}

/**
 * Cookies the web app sets for display only (src/lib/theme.ts THEME_COOKIE, the consent answer in
 * src/lib/tracking/cookies.ts): no API reads them, so a request carrying only these is anonymous.
 * Any other cookie (a session, a device id) counts as a credential.
 */
export const API_READ_CACHE_NEUTRAL_COOKIES = ['sb_theme', 'cookie_consent']

const onlyNeutralCookies = (cookie) =>
  cookie === undefined ||
  cookie
    .split(';')
    .map((c) => c.split('=')[0].trim())
    .every((name) => name === '' || API_READ_CACHE_NEUTRAL_COOKIES.includes(name))

/** Whether a request's answer may be kept for others: no credentials that could make it personal. */
const anonymousRead = (req) =>
  req.headers.authorization === undefined && onlyNeutralCookies(req.headers.cookie)

/**
 * The cache: `middleware` answers hits before the proxy (express order); `offer` is the proxy's
 * `proxyRes` hook, which keeps a cacheable answer while it streams to the client unchanged.
 */
export function createApiReadCache({
  now = Date.now,
  maxAgeMs = API_READ_CACHE_MAX_AGE_MS,
  maxEntries = API_READ_CACHE_MAX_ENTRIES,
  maxBytes = API_READ_CACHE_MAX_BYTES,
} = {}) {
  const entries = new Map()
  let bytes = 0

  const drop = (key) => {
    const e = entries.get(key)
    if (!e) return
    entries.delete(key)
    bytes -= e.body.length
  }

  function store(key, headers, body, ttlMs) {
    if (body.length > maxBytes / 10) return
    drop(key)
    while (entries.size >= maxEntries || (entries.size > 0 && bytes + body.length > maxBytes))
      drop(entries.keys().next().value)
    entries.set(key, { headers, body, storedAt: now(), expiresAt: now() + ttlMs })
    bytes += body.length
  }

  /** Answers a fresh kept answer (true), or drops a stale one (false). */
  function answer(req, res, encodedOnly) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url.startsWith('/api/')) return false
    // A hard reload (`no-cache`) goes to the API; browsers' `max-age=0` on every fetch does not (as at a CDN).
    if (/no-cache/.test(String(req.headers['cache-control'] ?? req.headers.pragma ?? ''))) return false
    const key = keyOf(req)
    const hit = entries.get(key)
    if (!hit) return false
    if (hit.expiresAt <= now()) {
      drop(key)
      return false
    }
    // Unencoded JSON goes through the web server's compression instead (express order).
    if (encodedOnly && !hit.headers['content-encoding']) return false
    const age = String(Math.floor((now() - hit.storedAt) / 1000))
    if (req.headers['if-none-match'] && req.headers['if-none-match'] === hit.headers.etag) {
      res.writeHead(304, { etag: hit.headers.etag, 'cache-control': hit.headers['cache-control'], age })
      res.end()
      return true
    }
    res.writeHead(200, { ...hit.headers, 'content-length': hit.body.length, age, 'x-web-cache': 'hit' })
    res.end(req.method === 'HEAD' ? undefined : hit.body)
    return true
  }

  /**
   * Before Express: a hit already encoded (Brotli from the API) is written at once, without the
   * middleware chain (compression, routing), which cost more than the answer itself.
   */
  const serveEncoded = (req, res) => answer(req, res, true)

  /** In the Express chain, after compression and before the proxy. */
  function middleware(req, res, next) {
    // A kept answer is public (the API said so to a request without credentials): anyone may read it.
    if (answer(req, res, false)) return
    // Only a credential-free GET may fill the cache (a signed-in player's answer is never kept).
    if (req.method === 'GET' && req.url.startsWith('/api/') && anonymousRead(req)) req[KEEP] = keyOf(req)
    next()
  }

  /** The proxy's `proxyRes`: keeps the answer to a credential-free GET when the API says it is shared. */
  function offer(proxyRes, req) {
    const key = req[KEEP]
    if (key === undefined || proxyRes.statusCode !== 200) return
    const h = proxyRes.headers
    const vary = String(h.vary ?? '')
      .toLowerCase()
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
    const ttlMs = Math.min(maxAgeMs, sharedMaxAge(h['cache-control']) * 1000)
    if (ttlMs <= 0 || h['set-cookie'] || vary.some((v) => v !== 'accept-encoding')) return
    const chunks = []
    let size = 0
    proxyRes.on('data', (c) => {
      size += c.length
      if (size <= maxBytes / 10) chunks.push(c)
    })
    proxyRes.on('end', () => {
      if (!proxyRes.complete || size > maxBytes / 10) return
      const headers = {}
      for (const [name, value] of Object.entries(h)) if (!NOT_REPLAYED.has(name)) headers[name] = value
      let body = Buffer.concat(chunks)
      // The API's own misses come unencoded: a Brotli reader's copy is encoded once here, not per hit.
      if (
        !headers['content-encoding'] &&
        body.length >= COMPRESS_MIN_BYTES &&
        /\bbr\b/.test(key.split('\n')[0])
      ) {
        body = zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
        })
        headers['content-encoding'] = 'br'
        headers.vary = 'accept-encoding'
      }
      store(key, headers, body, ttlMs)
    })
  }

  return { middleware, serveEncoded, offer, size: () => entries.size }
}
