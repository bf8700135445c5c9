import { useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'

const noopSubscribe = () => () => {}

/**
 * False during server render and hydration, true afterwards. The server does not know the
 * visitor's time zone, so times render in UTC first and switch to local time after hydration.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  )
}

/** Kick-off time: "18:30" today, "Sat 18:30" this week, "21 Nov 18:30" later. `now` is passed in for tests. */
export function MatchTime({ iso, now, className = '' }: { iso: string; now?: Date; className?: string }) {
  const intl = useIntl()
  const isClient = useIsClient()
  const date = new Date(iso)
  const timeZone = isClient ? undefined : 'UTC'
  const ref = now ?? new Date()
  const dayKey = (d: Date) =>
    intl.formatDate(d, { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
  const sameDay = dayKey(date) === dayKey(ref)
  const withinWeek = Math.abs(date.getTime() - ref.getTime()) < 6 * 24 * 3600 * 1000
  const time = intl.formatTime(date, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const day = sameDay
    ? intl.formatMessage({ id: 'match.today' })
    : intl.formatDate(
        date,
        withinWeek ? { timeZone, weekday: 'short' } : { timeZone, day: 'numeric', month: 'short' },
      )
  return (
    <time dateTime={iso} className={`tabular-nums ${className}`}>
      <span>{day}</span> <span>{time}</span>
    </time>
  )
}
