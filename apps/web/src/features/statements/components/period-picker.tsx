import { useIntl } from 'react-intl'
import { Label, Radio, RadioGroup } from 'react-aria-components'
import { DayField } from '~/components/ui/day-field.tsx'
import { STATEMENT_PRESETS, type StatementPreset } from '../period.ts'

export interface PeriodDraft {
  preset: StatementPreset
  from: string | null
  to: string | null
}

const radioClass =
  'cursor-pointer rounded-full border border-line px-3 py-1 text-sm data-[focus-visible]:outline-2 data-[focus-visible]:outline-brand data-[selected]:border-brand data-[selected]:bg-brand data-[selected]:text-on-brand'

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
      <RadioGroup
        value={value.preset}
        onChange={(preset) => onChange({ ...value, preset: preset as StatementPreset })}
        orientation="horizontal"
        className="flex flex-col gap-2"
      >
        <Label className="text-sm font-bold">{intl.formatMessage({ id: 'statements.period.label' })}</Label>
        <div className="flex flex-wrap gap-2">
          {STATEMENT_PRESETS.map((p) => (
            <Radio key={p} value={p} className={radioClass}>
              {intl.formatMessage({ id: `statements.period.${p}` })}
            </Radio>
          ))}
        </div>
      </RadioGroup>
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
