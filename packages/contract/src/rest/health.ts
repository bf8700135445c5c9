import { z } from '../zod.ts'

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  feed: z.enum(['running', 'stopped']),
  uptime_s: z.number().nonnegative(),
})
export type Health = z.infer<typeof Health>

/**
 * GET /ready (issue #32): whether this process should get traffic. 503 until the database answers,
 * every migration the build carries is applied, and the roles it runs have started (the feed, where
 * this process runs one; `off` where it runs none).
 */
export const Readiness = z.object({
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  feed: z.enum(['running', 'stopped', 'off']),
})
export type Readiness = z.infer<typeof Readiness>
