// Per-channel publication stream of the memory engine (reference §14.1 item 10): an epoch, a top
// offset and a bounded ring of recent publications limited by size and age.
import { randomInt } from 'node:crypto'
import type { Publication, StreamPosition } from './wire.ts'

const EPOCH_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** 8 random letters, as Centrifuge's memory broker (`internal/epoch`): new on every process start. */
export function newEpoch(): string {
  let s = ''
  for (let i = 0; i < 8; i++) s += EPOCH_LETTERS[randomInt(EPOCH_LETTERS.length)]
  return s
}

interface Entry {
  offset: number
  time: number
  pub: Publication
}

export type Recovery =
  | { recovered: true; publications: Publication[] }
  | { recovered: false }

export class Stream {
  readonly epoch = newEpoch()
  top = 0
  lastActivity: number
  private entries: Entry[] = []

  constructor(
    private readonly size: number,
    private readonly ttlMs: number,
    now: number,
  ) {
    this.lastActivity = now
  }

  /**
   * Appends a publication; returns it for the caller to encode once for the whole fan-out (only when
   * the channel has subscribers: a settled match publishes to thousands of channels nobody watches).
   */
  append(data: unknown, tags: Record<string, string> | undefined, now: number): { pub: Publication; position: StreamPosition } {
    this.top += 1
    const pub: Publication = tags ? { data, offset: this.top, tags } : { data, offset: this.top }
    if (this.size > 0) {
      this.entries.push({ offset: this.top, time: now, pub })
      if (this.entries.length > this.size) this.entries.shift()
    }
    this.lastActivity = now
    return { pub, position: { offset: this.top, epoch: this.epoch } }
  }

  /** Drops publications older than the TTL; returns how many remain. */
  prune(now: number): number {
    const cutoff = now - this.ttlMs
    let i = 0
    while (i < this.entries.length && this.entries[i]!.time <= cutoff) i++
    if (i > 0) this.entries.splice(0, i)
    return this.entries.length
  }

  /**
   * The Go server's recovery check (reference §5): a different epoch never recovers; otherwise
   * everything after `offset` must still be in history, without a gap, up to the top.
   */
  recover(offset: number, epoch: string, now: number, maxPublications: number): Recovery {
    if (epoch !== '' && epoch !== this.epoch) return { recovered: false }
    if (offset === this.top) return { recovered: true, publications: [] }
    if (offset > this.top) return { recovered: false }
    this.prune(now)
    const first = this.entries[0]
    if (!first || first.offset > offset + 1) return { recovered: false }
    const missed = this.entries.filter((e) => e.offset > offset)
    if (missed.length > maxPublications) return { recovered: false }
    return { recovered: true, publications: missed.map((e) => e.pub) }
  }
}
