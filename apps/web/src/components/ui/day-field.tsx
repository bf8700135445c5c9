import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { lazyOnIntent } from '~/lib/lazy-on-intent.ts'
import type { DayFieldProps } from './day-field-props.ts'

// react-aria's date picker and calendar (~45 KB gzip) load on the first sign of use (pointer, focus,
// press), never with the page: a bettor who does not filter by day never pays for them.
const picker = lazyOnIntent(() => import('./day-picker.tsx').then((m) => m.DayPicker))

/** How the bettor reached the field before its code was in: a press opens the calendar, focus goes in. */
type Intent = 'open' | 'focus' | null

/** What the server renders and the page shows until the picker is in: the day as the locale writes it. */
export function DayFieldStandIn({
  label,
  value,
  className = '',
  onIntent,
}: DayFieldProps & { onIntent: (intent: Intent) => void }) {
  const intl = useIntl()
  const id = useId()
  const shown = value
    ? intl.formatDate(`${value}T12:00:00Z`, {
        timeZone: 'UTC',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      })
    : ''
  return (
    <div className={`flex flex-col gap-1 font-semibold ${className}`}>
      <span id={`${id}-label`}>{label}</span>
      <button
        type="button"
        aria-labelledby={`${id}-label ${id}-value`}
        {...picker.intentProps}
        onFocus={() => {
          picker.intentProps.onFocus()
          onIntent('focus')
        }}
        onBlur={() => onIntent(null)}
        // a press (pointer down, or Enter/Space: a click) opens the calendar, whatever focus it brings
        onPointerDown={() => {
          void picker.load()
          onIntent('open')
        }}
        onClick={() => {
          void picker.load()
          onIntent('open')
        }}
        className="flex h-[2.125rem] min-w-40 items-center rounded-md border border-line bg-surface ps-2 pe-2 font-normal tabular-nums"
      >
        <span id={`${id}-value`}>{shown}</span>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden
          className="ms-auto size-4 text-muted"
        >
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
    </div>
  )
}

/**
 * A day filter in the page's language (react-aria DatePicker with localised segments and calendar),
 * never the browser's `mm/dd/yyyy`: every date input of the site is this. The day is in the server's
 * HTML as the locale writes it; the picker replaces that stand-in once its code is in.
 */
export function DayField(props: DayFieldProps) {
  const DayPicker = picker.useLoaded()
  const [intent, setIntent] = useState<Intent>(null)
  return (
    <>
      {/* The form's value, once (react-aria's own hidden inputs would send the day twice). */}
      <input type="hidden" name={props.name} value={props.value ?? ''} />
      {DayPicker ? (
        <DayPicker {...props} autoFocus={intent === 'focus'} defaultOpen={intent === 'open'} />
      ) : (
        <DayFieldStandIn
          {...props}
          // a press wins over the focus it brings; leaving the field before the code is in asks for nothing
          onIntent={(i) => setIntent((was) => (was === 'open' && i === 'focus' ? was : i))}
        />
      )}
    </>
  )
}
