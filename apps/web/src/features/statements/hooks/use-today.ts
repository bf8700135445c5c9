import { useSyncExternalStore } from 'react'
import { browserTimeZone, localToday } from '../period.ts'

const never = () => () => {}
const clientToday = () => {
  const tz = browserTimeZone()
  return `${tz}|${localToday(new Date(), tz)}`
}

/**
 * The bettor's time zone and today's date there, in the browser only: the server renders the page
 * without them (its clock and zone are not the bettor's), so the period's days never mismatch on hydration.
 */
export function useToday(): { tz: string; today: string } | null {
  const value = useSyncExternalStore(never, clientToday, () => null)
  if (value === null) return null
  const [tz = 'UTC', today = ''] = value.split('|')
  return { tz, today }
}
