import { z } from '../zod.ts'

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  feed: z.enum(['running', 'stopped']),
  uptime_s: z.number().nonnegative(),
})
export type Health = z.infer<typeof Health>
