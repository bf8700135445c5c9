import { lazy, Suspense } from 'react'
import { useIntl } from 'react-intl'
import type { DayFieldProps } from './day-field-props.ts'

// Its own chunk (react-aria's date picker and calendar): not in a listing's first JavaScript. The
// server renders it in full, so the localised field is in the HTML; the browser hydrates it once the
// chunk is in.
const DayPicker = lazy(() => import('./day-picker.tsx'))

/** Until the picker's code is in (a client-side visit): the day as the locale writes it, same size. */
function DayFieldPlaceholder({ label, value, className = '' }: DayFieldProps) {
  const intl = useIntl()
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
      <span>{label}</span>
      <span className="flex h-[2.125rem] items-center rounded-md border border-line bg-surface ps-2 font-normal tabular-nums">
        {shown}
      </span>
    </div>
  )
}

/**
 * A day filter in the page's language (react-aria DatePicker with localised segments and calendar),
 * never the browser's `mm/dd/yyyy`: every date input of the site is this.
 */
export function DayField(props: DayFieldProps) {
  return (
    <>
      {/* The form's value, once (react-aria's own hidden inputs would send the day twice). */}
      <input type="hidden" name={props.name} value={props.value ?? ''} />
      <Suspense fallback={<DayFieldPlaceholder {...props} />}>
        <DayPicker {...props} />
      </Suspense>
    </>
  )
}
