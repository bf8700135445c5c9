// Fixed-window counters in memory: enough for one API process (a cluster would move them to Redis or
// PostgreSQL behind the same function).
import { ApiError } from '../../lib/api-error.ts'

export interface Limit {
  max: number
  windowMs: number
}

export interface RateLimiter {
  /** Counts a hit on `key`; throws `rate_limited` once `limit.max` hits fell in the current window. */
  hit(key: string, limit: Limit): void
}

/** Above this many keys, expired windows are swept so memory stays bounded. */
const SWEEP_AT = 10_000

export function createRateLimiter(now: () => Date): RateLimiter {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>()
  return {
    hit(key, limit) {
      const t = now().getTime()
      if (windows.size > SWEEP_AT) {
        for (const [k, w] of windows) if (t - w.start >= w.windowMs) windows.delete(k)
      }
      let w = windows.get(key)
      if (!w || t - w.start >= limit.windowMs) {
        w = { start: t, count: 0, windowMs: limit.windowMs }
        windows.set(key, w)
      }
      w.count += 1
      if (w.count > limit.max) {
        const retry = Math.ceil((w.start + limit.windowMs - t) / 1000)
        throw new ApiError('rate_limited', `Too many attempts; try again in ${retry} s`, retry)
      }
    },
  }
}
