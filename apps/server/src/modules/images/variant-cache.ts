// Encoded variants in memory, bounded by bytes and entries, least recently used out first. Concurrent
// misses of one key share one computation, so a crowd opening a new page costs one encode per variant.

export interface Variant {
  readonly body: Buffer
  readonly etag: string
  readonly contentType: string
}

export class VariantCache {
  private readonly entries = new Map<string, Variant>()
  private readonly inflight = new Map<string, Promise<Variant>>()
  private bytes = 0

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
  ) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  /** The cached variant (now the most recently used), else the shared computation of it. */
  get(key: string, compute: () => Promise<Variant>): Promise<Variant> {
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return Promise.resolve(hit)
    }
    const pending = this.inflight.get(key)
    if (pending) return pending
    const p = compute()
      .then((v) => {
        this.store(key, v)
        return v
      })
      .finally(() => this.inflight.delete(key))
    this.inflight.set(key, p)
    return p
  }

  private store(key: string, v: Variant) {
    if (v.body.byteLength > this.maxBytes) return
    this.entries.set(key, v)
    this.bytes += v.body.byteLength
    for (const [k, old] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break
      this.entries.delete(k)
      this.bytes -= old.body.byteLength
    }
  }
}
