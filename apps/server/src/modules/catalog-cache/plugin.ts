// Public catalog GETs served from memory, with ETag and Cache-Control so a CDN can absorb a crowd too.
// Wired in app.ts before the routes; knows nothing of them beyond the URL shapes below.
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Feed } from '../feed/index.ts'
import { followCatalogChanges } from './follow.ts'
import { COMPRESS_MIN_BYTES, ResponseCache, brotliOf, etagOf, type CachedResponse } from './response-cache.ts'

/** The public, session-independent catalog reads (spec §7 Sportsbook API), one category or league by id too. */
export const CACHEABLE =
  /^\/api\/sportsbook\/(sports|(categories|tournaments)(\/\d+)?|matches(\/\d+(\/markets)?)?)\/?(\?|$)/
/** `favourite=…` reads the player's own stars: never cached, never shared. */
export const PERSONAL = /[?&]favourite=/

/** Longest an entry is served without a feed change (covers writes that bypass the feed). */
export const CATALOG_CACHE_MAX_AGE_MS = 2_000
/** While one request recomputes a changed answer, the others get the previous one up to this age. */
export const CATALOG_CACHE_STALE_MS = 5_000
/** Distinct URLs kept; the oldest goes first. */
export const CATALOG_CACHE_MAX_ENTRIES = 2_000
/** What CDNs and browsers are told: fresh for 1 s, then served stale for up to 10 s while revalidating. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=10'

declare module 'fastify' {
  interface FastifyInstance {
    /** Null until a feed is connected (`connectFeedToCatalogCache`): without change events, no memory cache. */
    catalogCache: { cache: ResponseCache | null }
  }
  interface FastifyRequest {
    catalogCache?: { key: string; version: number; done?: () => void }
  }
}

const acceptsBrotli = (req: FastifyRequest) => /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))

/**
 * A hit: brotli-compressed once per entry for clients that take it (the web server's proxy passes the
 * bytes on as they are), so a crowd costs no compression per request.
 */
function send(req: FastifyRequest, reply: FastifyReply, e: CachedResponse, hit: string) {
  void reply
    .header('etag', e.etag)
    .header('cache-control', CATALOG_CACHE_CONTROL)
    .header('vary', 'accept-encoding')
    .header('x-cache', hit)
  if (req.headers['if-none-match'] === e.etag) return reply.code(304).send()
  void reply.type(e.contentType)
  if (e.body.length < COMPRESS_MIN_BYTES || !acceptsBrotli(req)) return reply.send(e.body)
  return reply.header('content-encoding', 'br').send(brotliOf(e))
}

/** Longest a request waits for the same URL's computation in progress before computing its own. */
const WAIT_FOR_INFLIGHT_MS = 1_000

/**
 * The memory cache follows the feed: the same change events that drive realtime publications make
 * the next GET recompute. Returns the disconnect.
 */
export function connectFeedToCatalogCache(
  app: { catalogCache: { cache: ResponseCache | null } },
  feed: Feed,
) {
  const cache = newCache()
  app.catalogCache.cache = cache
  const off = feed.onChange(() => cache.invalidate())
  return () => {
    off()
    app.catalogCache.cache = null
  }
}

const newCache = () =>
  new ResponseCache(CATALOG_CACHE_MAX_AGE_MS, CATALOG_CACHE_MAX_ENTRIES, Date.now, CATALOG_CACHE_STALE_MS)

/**
 * An API process without the feed (ROLES): the memory cache follows the feed process's NOTIFY
 * (follow.ts). Resolves once listening; the listener stops when the app closes.
 */
export async function followFeedOfOtherProcess(app: FastifyInstance): Promise<void> {
  const cache = newCache()
  const follower = followCatalogChanges(app.db, cache, app.log)
  app.addHook('onClose', () => follower.stop())
  await follower.ready
  app.catalogCache.cache = cache
}

export default fp(
  async (app) => {
    const state: { cache: ResponseCache | null } = { cache: null }
    app.decorate('catalogCache', state)

    app.addHook('onRequest', async (req, reply) => {
      if (
        (req.method !== 'GET' && req.method !== 'HEAD') ||
        !CACHEABLE.test(req.url) ||
        PERSONAL.test(req.url)
      )
        return
      const cache = state.cache
      if (!cache) {
        req.catalogCache = { key: req.url, version: -1 }
        return
      }
      const key = req.url
      for (let i = 0; i < 2; i++) {
        const hit = cache.get(key)
        if (hit) return send(req, reply, hit, 'hit')
        const stale = cache.stale(key)
        if (stale) return send(req, reply, stale, 'stale')
        const pending = cache.pending(key)
        if (!pending) break
        await Promise.race([pending, new Promise((r) => setTimeout(r, WAIT_FOR_INFLIGHT_MS).unref())])
      }
      req.catalogCache = { key, version: cache.currentVersion, done: cache.begin(key) }
    })

    app.addHook('onSend', async (req, reply, payload) => {
      const c = req.catalogCache
      if (!c || reply.statusCode !== 200 || typeof payload !== 'string') return payload
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8')
      const e = state.cache ? state.cache.set(c.key, c.version, payload, type) : { etag: etagOf(payload) }
      void reply
        .header('etag', e.etag)
        .header('cache-control', CATALOG_CACHE_CONTROL)
        .header('vary', 'accept-encoding')
        .header('x-cache', 'miss')
      if (req.headers['if-none-match'] === e.etag) {
        void reply.code(304)
        return ''
      }
      return payload
    })

    const finish = async (req: FastifyRequest) => req.catalogCache?.done?.()
    app.addHook('onResponse', finish)
    app.addHook('onRequestAbort', finish)
  },
  { name: 'catalog-cache' },
)
