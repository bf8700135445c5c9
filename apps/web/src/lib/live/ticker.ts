/**
 * One shared once-a-second clock for labels such as "updated 12 s ago": a single interval while any
 * label is on screen, none otherwise, and only the labels re-render on its tick (not their page).
 */
type Listener = () => void

export const TICK_MS = 1_000

export class Ticker {
  private listeners = new Set<Listener>()
  private timer: ReturnType<typeof setInterval> | undefined
  private current: number

  constructor(
    private readonly clock: {
      now(): number
      setInterval(fn: () => void, ms: number): ReturnType<typeof setInterval>
      clearInterval(t: ReturnType<typeof setInterval>): void
    } = {
      now: () => Date.now(),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (t) => clearInterval(t),
    },
  ) {
    this.current = clock.now()
  }

  now = (): number => this.current

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    if (!this.timer) {
      this.current = this.clock.now()
      this.timer = this.clock.setInterval(() => {
        this.current = this.clock.now()
        for (const l of this.listeners) l()
      }, TICK_MS)
    }
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0 && this.timer) {
        this.clock.clearInterval(this.timer)
        this.timer = undefined
      }
    }
  }

  get running(): boolean {
    return this.timer !== undefined
  }
}

export const ticker = new Ticker()
