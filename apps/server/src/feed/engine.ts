// Feed loop: seeds or tops up on start, then runs non-overlapping ticks on an unref'd timer.
import type { Db } from '../db/client.ts'
import { schema } from '../db/client.ts'
import type { Feed, FeedChange, FeedOptions } from './types.ts'

const TICK_MS = 1000

export class FeedEngine implements Feed {
  private timer: NodeJS.Timeout | null = null
  private current: Promise<FeedChange[]> | null = null
  private listeners = new Set<(changes: FeedChange[]) => void>()

  constructor(
    private readonly db: Db,
    private readonly opts: FeedOptions,
  ) {}

  get running(): boolean {
    return this.timer !== null
  }

  async start(): Promise<void> {
    if (this.timer) return
    await this.db
      .insert(schema.providers)
      .values([{ key: 'betradar' }, { key: 'oddin' }])
      .onConflictDoNothing()
    this.timer = setInterval(() => {
      if (!this.current) void this.tick().catch((e: unknown) => this.opts.log?.error(`feed tick failed: ${String(e)}`))
    }, TICK_MS)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    if (this.current) await this.current.catch(() => [])
  }

  tick(): Promise<FeedChange[]> {
    const run = (async () => [] as FeedChange[])()
    this.current = run
    return run.finally(() => {
      this.current = null
    })
  }

  onChange(listener: (changes: FeedChange[]) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}
