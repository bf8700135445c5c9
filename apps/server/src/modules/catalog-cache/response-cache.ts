import { createHash } from 'node:crypto'
import { brotliCompressSync, constants } from 'node:zlib'

/** A cached 200 answer: the serialized body as sent, its ETag and content type. */
export interface CachedResponse {
  readonly body: string
  readonly etag: string
  readonly contentType: string
  /** The catalog version it was computed at; a later change makes it stale. */
  readonly version: number
  readonly storedAt: number
}

/** Weak validator of a body: equal bodies give equal tags on every process (a CDN may ask any of them). */
export const etagOf = (body: string): string =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`

/** Bodies below this size are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024
/** Brotli quality of a cached answer: compressed once per entry, so a denser level than per-request ones. */
export const CACHED_BROTLI_QUALITY = 6

const brotli = new WeakMap<CachedResponse, Buffer>()

/** The body brotli-compressed, computed on first use and kept as long as the entry. */
export function brotliOf(e: CachedResponse): Buffer {
  let out = brotli.get(e)
  if (!out) {
    out = brotliCompressSync(e.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(e.body),
      },
    })
    brotli.set(e, out)
  }
  return out
}

/**
 * Public catalog answers kept in memory, keyed by URL. Every catalog change (the feed's change events,
 * the ones realtime publishes) bumps the version, so the next GET recomputes: a crowd asking for the
 * same listing costs one database read per change, not one per request. Entries also expire after
 * `maxAgeMs` for writes that do not go through the feed. Concurrent misses of one URL share one
 * computation (no stampede after a change), and while it runs the others get the answer it replaces
 * (`stale`, at most `staleMs` old): a live match day changes the catalog every second, and no visitor
 * waits for the database because of it.
 */
export class ResponseCache {
  private version = 0
  private readonly entries = new Map<string, CachedResponse>()
  private readonly inflight = new Map<string, Promise<void>>()

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly staleMs: number = maxAgeMs,
  ) {}

  get currentVersion(): number {
    return this.version
  }

  /** The catalog changed: every entry is stale from now on. */
  invalidate(): void {
    this.version += 1
  }

  /** The answer of the current version, not older than `maxAgeMs`. */
  get(key: string): CachedResponse | undefined {
    const e = this.entries.get(key)
    if (!e || e.version !== this.version || this.now() - e.storedAt > this.maxAgeMs) return undefined
    return e
  }

  /**
   * While `key` is being computed again: the answer it replaces, if stored under `staleMs` ago
   * (older ones are dropped: the caller waits for the computation instead).
   */
  stale(key: string): CachedResponse | undefined {
    const e = this.entries.get(key)
    if (!e || !this.inflight.has(key)) return undefined
    if (this.now() - e.storedAt > this.staleMs) {
      this.entries.delete(key)
      return undefined
    }
    return e
  }

  /**
   * Stores an answer computed at `version`; kept unless a newer one is stored already. One computed
   * before a later change is current for no one, but still newer than what `stale` would serve.
   */
  set(key: string, version: number, body: string, contentType: string): CachedResponse {
    const entry = { body, etag: etagOf(body), contentType, version, storedAt: this.now() }
    const existing = this.entries.get(key)
    if (existing && existing.version > version) return entry
    this.entries.delete(key)
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
    this.entries.set(key, entry)
    return entry
  }

  /** Waits for a computation of `key` already running, if any; the caller then looks again. */
  pending(key: string): Promise<void> | undefined {
    return this.inflight.get(key)
  }

  /** Marks `key` as being computed; call the returned function when the answer is stored or failed. */
  begin(key: string): () => void {
    let done!: () => void
    this.inflight.set(key, new Promise<void>((r) => (done = r)))
    return () => {
      this.inflight.delete(key)
      done()
    }
  }
}
