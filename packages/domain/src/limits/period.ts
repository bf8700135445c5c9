// The calendar window of an interval limit, in UTC: today, this ISO week (from Monday), this month.
import type { LimitInterval } from './limit-types.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The start of the window containing `now`. */
export function periodStart(interval: LimitInterval, now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  if (interval === 'day') return new Date(day)
  if (interval === 'week') return new Date(day - ((now.getUTCDay() + 6) % 7) * DAY_MS)
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/** The start of the next window: when what was used in this one no longer counts. */
export function periodEnd(interval: LimitInterval, now: Date): Date {
  const start = periodStart(interval, now)
  if (interval === 'day') return new Date(start.getTime() + DAY_MS)
  if (interval === 'week') return new Date(start.getTime() + 7 * DAY_MS)
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))
}
