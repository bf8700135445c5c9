// Fixed-window counters in PostgreSQL (rate_limit_windows), so every API process counts against the
// same budget: with N replicas behind a balancer, memory counters would let a client try N times as often.
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../lib/api-error.ts'
import { countHit, deleteEndedWindows } from './repository/rate-limit-repository.ts'

export interface Limit {
  max: number
  windowMs: number
}

export interface RateLimiter {
  /** Counts a hit on `key`; rejects with `rate_limited` once `limit.max` hits fell in the current window. */
  hit(key: string, limit: Limit): Promise<void>
}

/** Every this many hits, this process deletes ended windows, so the table stays small. */
const SWEEP_EVERY = 1_000

export function createRateLimiter(db: Db, now: () => Date): RateLimiter {
  let hits = 0
  return {
    async hit(key, limit) {
      const at = now()
      if (++hits % SWEEP_EVERY === 0) await deleteEndedWindows(db, at)
      const w = await countHit(db, key, at, limit.windowMs)
      if (w.count > limit.max) {
        const retry = Math.max(1, Math.ceil((w.startedAt.getTime() + limit.windowMs - at.getTime()) / 1000))
        throw new ApiError('rate_limited', `Too many attempts; try again in ${retry} s`, retry)
      }
    },
  }
}
