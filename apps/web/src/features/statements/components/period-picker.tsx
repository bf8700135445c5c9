import { useIntl } from 'react-intl'
import { DayField } from '~/components/ui/day-field.tsx'
import { STATEMENT_PRESETS, type StatementPreset } from '../period.ts'

export interface PeriodDraft {
  preset: StatementPreset
  from: string | null
  to: string | null
}

// Native radios in a fieldset (keyboard, names and grouping for free), drawn as pills: the page stays
// light without react-aria's radio group (~22 KB gzip measured).
const pillClass =
  'cursor-pointer rounded-full border border-line px-3 py-1 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-on-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand'

/** The statement's period: a preset (30 days, 3 or 12 months back from today) or custom days. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodDraft
  onChange: (v: PeriodDraft) => void
}) {
  const intl = useIntl()
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-bold">
          {intl.formatMessage({ id: 'statements.period.label' })}
        </legend>
        <div className="flex flex-wrap gap-2">
          {STATEMENT_PRESETS.map((p) => (
            <label key={p} className={pillClass}>
              <input
                type="radio"
                name="statement-period"
                value={p}
                checked={value.preset === p}
                onChange={() => onChange({ ...value, preset: p })}
                className="sr-only"
              />
              {intl.formatMessage({ id: `statements.period.${p}` })}
            </label>
          ))}
        </div>
      </fieldset>
      {value.preset === 'custom' && (
        <div className="flex flex-wrap gap-4 text-sm">
          <DayField
            name="from"
            label={intl.formatMessage({ id: 'statements.period.from' })}
            value={value.from}
            onChange={(from) => onChange({ ...value, from })}
          />
          <DayField
            name="to"
            label={intl.formatMessage({ id: 'statements.period.to' })}
            value={value.to}
            onChange={(to) => onChange({ ...value, to })}
          />
        </div>
      )}
    </div>
  )
}
