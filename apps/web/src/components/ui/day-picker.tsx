import { parseDate } from '@internationalized/date'
import { useIntl } from 'react-intl'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components'
import type { DayFieldProps } from './day-field-props.ts'

const icon = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const

const iconButton =
  'flex size-8 shrink-0 items-center justify-center rounded-sm text-muted hover:bg-raised hover:text-fg'

/** A day that parses, else null (a malformed `?date=` shows an empty field, as the filter ignores it). */
function dayValue(value: string | null) {
  try {
    return value ? parseDate(value) : null
  } catch {
    return null
  }
}

/**
 * The day field itself (its own chunk, loaded on intent by DayField): react-aria's DatePicker in the page's locale,
 * whatever the browser's: day, month and year segments in the language's order and separators
 * ("15.06.2026" in German, "15/06/2026" in British English), a calendar in a popover, and a button
 * that clears the day. DayField submits the day with its form.
 */
export function DayPicker({
  label,
  value,
  onChange,
  className = '',
  autoFocus = false,
  defaultOpen = false,
}: DayFieldProps & { autoFocus?: boolean; defaultOpen?: boolean }) {
  const intl = useIntl()
  return (
    <I18nProvider locale={intl.locale}>
      <DatePicker
        value={dayValue(value)}
        onChange={(day) => onChange(day ? day.toString() : null)}
        granularity="day"
        shouldForceLeadingZeros
        autoFocus={autoFocus}
        defaultOpen={defaultOpen}
        className={`flex flex-col gap-1 font-semibold ${className}`}
      >
        <Label>{label}</Label>
        <Group className="flex min-w-40 items-center rounded-md border border-line bg-surface ps-2 data-focus-within:border-brand">
          <DateInput className="flex py-1.5 font-normal tabular-nums">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded-sm px-px outline-none data-focused:bg-brand data-focused:text-on-brand data-placeholder:text-muted"
              />
            )}
          </DateInput>
          {/* A plain button: react-aria's Button inside a DatePicker would be the calendar's trigger. */}
          {value && (
            <button
              type="button"
              aria-label={intl.formatMessage({ id: 'date.clear' })}
              onClick={() => onChange(null)}
              className={iconButton}
            >
              <svg {...icon} className="size-3.5">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          )}
          <Button
            aria-label={intl.formatMessage({ id: 'date.calendar' })}
            className={`${iconButton} ms-auto`}
          >
            <svg {...icon} className="size-4">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
          </Button>
        </Group>
        <Popover className="rounded-md border border-line bg-surface p-3 text-fg shadow-lg">
          <Dialog className="outline-none">
            <Calendar className="flex flex-col gap-2">
              <header className="flex items-center justify-between gap-2">
                <Button
                  slot="previous"
                  aria-label={intl.formatMessage({ id: 'date.previous_month' })}
                  className={iconButton}
                >
                  <svg {...icon} className="size-4 rtl:-scale-x-100">
                    <path d="M15 6l-6 6 6 6" />
                  </svg>
                </Button>
                <Heading className="text-sm font-semibold" />
                <Button
                  slot="next"
                  aria-label={intl.formatMessage({ id: 'date.next_month' })}
                  className={iconButton}
                >
                  <svg {...icon} className="size-4 rtl:-scale-x-100">
                    <path d="M9 6l6 6-6 6" />
                  </svg>
                </Button>
              </header>
              <CalendarGrid className="text-center text-sm">
                {(date) => (
                  <CalendarCell
                    date={date}
                    className="flex size-9 items-center justify-center rounded-sm font-normal tabular-nums hover:bg-raised data-outside-month:text-muted data-selected:bg-brand data-selected:text-on-brand"
                  />
                )}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  )
}
