/** How many days the schedule offers, today included. */
export const SCHEDULE_DAYS = 7
const DAY_MS = 24 * 3600 * 1000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Days are UTC calendar days so the server and the browser pick the same list for the same URL. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10)

/** The ?date= value if it is a real day within the offered range, else today. */
export function scheduleDay(param: string | null, now: Date): string {
  const today = utcDay(now)
  if (!param || !ISO_DAY.test(param) || Number.isNaN(Date.parse(`${param}T00:00:00Z`))) return today
  return scheduleDays(now).includes(param) ? param : today
}

export function scheduleDays(now: Date): string[] {
  return Array.from({ length: SCHEDULE_DAYS }, (_, i) => utcDay(new Date(now.getTime() + i * DAY_MS)))
}

/** [start, end) of a day as ISO instants for the start_from / start_to filters. */
export function dayRange(day: string): { from: string; to: string } {
  const start = new Date(`${day}T00:00:00Z`)
  return { from: start.toISOString(), to: new Date(start.getTime() + DAY_MS).toISOString() }
}
