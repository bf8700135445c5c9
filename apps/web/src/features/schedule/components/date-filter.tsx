import { useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { AppLink } from '~/components/ui/app-link.tsx'
import { scheduleDays } from '../schedule-days.ts'

/** Day chips as links (?date=…), so each day is shareable and works without JavaScript. */
export function DateFilter({ selected, now }: { selected: string; now: Date }) {
  const intl = useIntl()
  const days = scheduleDays(now)
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'schedule.dates' })}
      className="flex gap-1.5 overflow-x-auto pb-1"
    >
      {days.map((day, i) => {
        const label =
          i === 0
            ? intl.formatMessage({ id: 'match.today' })
            : intl.formatDate(`${day}T12:00:00Z`, {
                timeZone: 'UTC',
                weekday: 'short',
                day: 'numeric',
                month: 'short',
              })
        const current = day === selected
        return (
          <AppLink
            key={day}
            to={paths.schedule(day)}
            aria-current={current ? 'date' : undefined}
            className={`shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap ${
              current ? 'border-brand bg-brand text-on-brand' : 'border-line bg-surface hover:bg-raised'
            }`}
          >
            {label}
          </AppLink>
        )
      })}
    </nav>
  )
}
