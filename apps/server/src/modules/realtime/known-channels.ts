// Which channels exist, for the hub's `isKnownChannel`: the served locales, and matches that are in
// the catalog. Without it ~420 anonymous sockets × 128 subscriptions to made-up match ids filled the
// hub's channel table. A subscribe must not cost a database query, so match ids are kept in memory:
// a known id answers at once; an unknown one reloads the set (a match created since), at most once
// per KNOWN_MATCHES_RELOAD_MS for everybody, so a flood of made-up ids costs one query a second.
import { PLATFORM_LOCALES, parseChannel } from '@sportsbook/contract'

/** Fewest milliseconds between two loads of the match ids (each triggered by an unknown id). */
export const KNOWN_MATCHES_RELOAD_MS = 1_000

interface Load {
  /** When its query started; null while it waits for its turn (a miss then may still join it). */
  started: number | null
  done: Promise<void>
}

export class KnownMatches {
  private ids = new Set<number>()
  private loadedAt = Number.NEGATIVE_INFINITY
  private loading: Load | undefined
  private following: Promise<void> | undefined

  constructor(
    private readonly load: () => Promise<Iterable<number>>,
    private readonly reloadMs = KNOWN_MATCHES_RELOAD_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Synchronous for a known id; an unknown one waits for a load that started after it was asked. */
  has(id: number): boolean | Promise<boolean> {
    if (this.ids.has(id)) return true
    return this.reloadAfter(this.clock()).then(() => this.ids.has(id))
  }

  private reloadAfter(askedAt: number): Promise<void> {
    const current = this.loading
    if (!current) return this.start()
    if (current.started === null || current.started > askedAt) return current.done
    // The running query may have missed a match created just before the ask: one more load follows.
    const next = () => {
      this.following = undefined
      return this.loading?.done ?? this.start()
    }
    this.following ??= current.done.then(next, next)
    return this.following
  }

  private start(): Promise<void> {
    const load: Load = { started: null, done: Promise.resolve() }
    this.loading = load
    load.done = (async () => {
      const wait = this.loadedAt + this.reloadMs - this.clock()
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
      load.started = this.clock()
      try {
        this.ids = new Set(await this.load())
      } finally {
        this.loadedAt = this.clock()
        this.loading = undefined
      }
    })()
    return load.done
  }
}

/**
 * The hub's channel check: public and match channels of a served locale (the shell's and the feed's),
 * match and chat channels of a match in the catalog, private channels of a served locale (the token
 * names the player).
 */
export function knownChannels(feedLocales: readonly string[], matches: KnownMatches) {
  const locales = new Set<string>([...PLATFORM_LOCALES, ...feedLocales])
  return (channel: string): boolean | Promise<boolean> => {
    const c = parseChannel(channel)
    if (!c) return false
    if (c.kind === 'chat') return matches.has(c.matchId)
    if (!locales.has(c.locale)) return false
    return c.kind === 'match' ? matches.has(c.matchId) : true
  }
}
