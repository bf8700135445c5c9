import { z } from '../zod.ts'

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  feed: z.enum(['running', 'stopped']),
  uptime_s: z.number().nonnegative(),
})
export type Health = z.infer<typeof Health>

/** The process roles a server runs (`ROLES`, ADR 038). */
export const ProcessRole = z.enum(['api', 'feed', 'settlement', 'realtime'])
export type ProcessRole = z.infer<typeof ProcessRole>

/**
 * GET /ready (issue #32): whether this process should get traffic. 503 until the database answers,
 * every migration the build carries is applied, and every role it runs has started: `roles` names
 * each of them (`starting`, `started`, or `stopped` for a feed that stopped); `feed` is `off` where
 * this process runs none.
 */
export const Readiness = z.object({
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  feed: z.enum(['running', 'stopped', 'off']),
  roles: z.partialRecord(ProcessRole, z.enum(['starting', 'started', 'stopped'])).optional(),
})
export type Readiness = z.infer<typeof Readiness>
