/**
 * Live odds, one entry per outcome, so one odds tick re-renders one button
 * (`useSyncExternalStore` per key in `hooks/use-live-odds.ts`). Listings and the match page feed
 * it from realtime publications and REST reloads; the query cache keeps the structure.
 */

export type OddsDirection = 'up' | 'down'

export interface LiveOdds {
  readonly odds: number
  /** Set for ODDS_MOVE_MS after a change, then null again. */
  readonly direction: OddsDirection | null
  readonly movedAt: number
}

/** How long a moved price shows its arrow and colour (spec: "a few seconds"). */
export const ODDS_MOVE_MS = 3_000
/**
 * Arrows cleared per timer task at most: a late timer on a busy page would otherwise re-render
 * hundreds of buttons in one long task; the rest follow in the next tasks.
 */
export const EXPIRE_BATCH = 64

interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
}

export class LiveOddsStore {
  private readonly values = new Map<string, LiveOdds>()
  private readonly listeners = new Map<string, Set<() => void>>()
  /** Moves in time order (the duration is fixed), so one timer for the oldest is enough. */
  private readonly expiries: { key: string; movedAt: number }[] = []
  private expiryHead = 0
  private timerArmed = false
  /** Counts writes; `written` holds each key's last one, so a reload can tell what changed meanwhile. */
  private writes = 0
  private readonly written = new Map<string, number>()

  constructor(private readonly clock: Clock = realClock) {}

  get(key: string): LiveOdds | undefined {
    return this.values.get(key)
  }

  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key)
    if (!set) this.listeners.set(key, (set = new Set()))
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0) this.listeners.delete(key)
    }
  }

  /**
   * Records a price. `previous` is the price shown before, when the store has none yet (the
   * server-rendered one), so even the first tick shows its direction.
   */
  set(key: string, odds: number, previous?: number): void {
    this.written.set(key, ++this.writes)
    const prev = this.values.get(key)?.odds ?? previous
    if (prev === odds) {
      if (!this.values.has(key)) this.values.set(key, { odds, direction: null, movedAt: 0 })
      return
    }
    if (prev === undefined) {
      this.values.set(key, { odds, direction: null, movedAt: 0 })
      return this.notify(key)
    }
    const movedAt = this.clock.now()
    this.values.set(key, { odds, direction: odds > prev ? 'up' : 'down', movedAt })
    this.expiries.push({ key, movedAt })
    this.armTimer()
    this.notify(key)
  }

  /** A point in the store's writes: take one before a REST reload starts, pass it to `setUnlessWrittenSince`. */
  mark(): number {
    return this.writes
  }

  /**
   * Records a price read over REST unless a publication wrote the key after `since`: the REST answer
   * may have been read on the server before that publication, and never newer than the publications
   * that follow it on the socket, so what arrived while it loaded is the fresher price.
   */
  setUnlessWrittenSince(key: string, odds: number, since: number, previous?: number): void {
    if ((this.written.get(key) ?? 0) > since) return
    this.set(key, odds, previous)
  }

  private notify(key: string) {
    const set = this.listeners.get(key)
    if (set) for (const l of set) l()
  }

  private armTimer() {
    if (this.timerArmed) return
    const head = this.expiries[this.expiryHead]
    if (!head) return
    this.timerArmed = true
    this.clock.setTimeout(
      () => {
        this.timerArmed = false
        this.expire()
      },
      Math.max(0, head.movedAt + ODDS_MOVE_MS - this.clock.now()),
    )
  }

  private expire() {
    const now = this.clock.now()
    for (let done = 0; this.expiryHead < this.expiries.length && done < EXPIRE_BATCH; done++) {
      const e = this.expiries[this.expiryHead]!
      if (e.movedAt + ODDS_MOVE_MS > now) break
      this.expiryHead++
      const v = this.values.get(e.key)
      // A newer move of the same price keeps its own, later expiry.
      if (v && v.movedAt === e.movedAt && v.direction !== null) {
        this.values.set(e.key, { ...v, direction: null })
        this.notify(e.key)
      }
    }
    if (this.expiryHead > 1024 && this.expiryHead * 2 > this.expiries.length) {
      this.expiries.splice(0, this.expiryHead)
      this.expiryHead = 0
    }
    this.armTimer()
  }
}

/** The browser's store; the server renders prices from the loaded data and never writes here. */
export const liveOdds = new LiveOddsStore()
