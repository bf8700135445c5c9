// A statement's period: calendar days in the bettor's time zone, kept as a half-open UTC window.

/** The longest period one statement covers (UK RTS 1B, GlüStV §6d: 12 months of history). */
export const STATEMENT_MAX_MONTHS = 12

/** A statement's window in UTC: from `start` (included) to `end` (excluded). */
export interface StatementPeriod {
  readonly start: Date
  readonly end: Date
}

/** Why a period was refused. */
export type StatementPeriodProblem = 'invalid_date' | 'invalid_time_zone' | 'to_before_from' | 'too_long'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A `YYYY-MM-DD` calendar day as [year, month (0-11), day], or null when it is not a real date. */
export function parseDay(text: string): readonly [number, number, number] | null {
  const m = DATE.exec(text)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])]
  const t = new Date(Date.UTC(y, mo, d))
  if (y < 1970 || t.getUTCFullYear() !== y || t.getUTCMonth() !== mo || t.getUTCDate() !== d) return null
  return [y, mo, d]
}

/** Whether Intl knows the IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone.length > 0
  } catch {
    return false
  }
}

/** The zone's offset from UTC at the instant `t`, in ms (positive east of Greenwich). */
function offsetAt(t: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(t))
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  return wall - Math.floor(t / 1000) * 1000
}

/** The UTC instant of local midnight starting the day in `zone` (the first instant of that day). */
export function startOfDay(day: readonly [number, number, number], zone: string): Date {
  const wall = Date.UTC(day[0], day[1], day[2])
  const first = wall - offsetAt(wall, zone)
  const candidates = [first, wall - offsetAt(first, zone)]
  // Midnight twice (clocks back) takes the earlier; no midnight (clocks skip it) the one that reads the day.
  const readsDay = (t: number) => t + offsetAt(t, zone) >= wall
  const reading = candidates.filter(readsDay)
  return new Date(reading.length > 0 ? Math.min(...reading) : Math.max(...candidates))
}

/**
 * The window of the days `from`..`to` (both included, `YYYY-MM-DD`) in the bettor's `zone`: from the
 * first instant of `from` to the first instant of the day after `to`. At most STATEMENT_MAX_MONTHS:
 * `to` may be at most the day before `from`'s date STATEMENT_MAX_MONTHS later.
 */
export function statementPeriod(
  from: string,
  to: string,
  zone: string,
): StatementPeriod | StatementPeriodProblem {
  const a = parseDay(from)
  const b = parseDay(to)
  if (!a || !b) return 'invalid_date'
  if (!isTimeZone(zone)) return 'invalid_time_zone'
  const dayAfterTo = [b[0], b[1], b[2] + 1] as const
  if (Date.UTC(...dayAfterTo) <= Date.UTC(...a)) return 'to_before_from'
  if (Date.UTC(...dayAfterTo) > Date.UTC(a[0], a[1] + STATEMENT_MAX_MONTHS, a[2])) return 'too_long'
  return { start: startOfDay(a, zone), end: startOfDay(normalise(dayAfterTo), zone) }
}

const normalise = (d: readonly [number, number, number]): [number, number, number] => {
  const t = new Date(Date.UTC(d[0], d[1], d[2]))
  return [t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()]
}

/** Whether the instant falls inside the window. */
export const inPeriod = (at: Date, p: StatementPeriod): boolean =>
  at.getTime() >= p.start.getTime() && at.getTime() < p.end.getTime()
