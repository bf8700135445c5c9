import type { AutoAcceptOddsChange } from '@sportsbook/contract'
import { useIntl } from 'react-intl'
import { Label, Radio, RadioGroup } from 'react-aria-components'
import { groupClass, legendClass, radioClass } from './field-styles.ts'
import { RadioDot } from '~/components/ui/radio-dot.tsx'

const POLICIES = ['none', 'higher', 'any'] as const satisfies readonly AutoAcceptOddsChange[]

/** Spec §3 oddsAcceptMode (auto_accept_odds_change): which price moves the slip accepts by itself. */
export function PriceChangeField({
  value,
  onChange,
}: {
  value: AutoAcceptOddsChange | undefined
  onChange: (policy: AutoAcceptOddsChange) => void
}) {
  const intl = useIntl()
  return (
    <RadioGroup
      value={value ?? null}
      onChange={(v) => {
        const policy = POLICIES.find((p) => p === v)
        if (policy) onChange(policy)
      }}
      className={groupClass}
    >
      <Label className={legendClass}>{intl.formatMessage({ id: 'settings.accept.label' })}</Label>
      {POLICIES.map((p) => (
        <Radio key={p} value={p} className={`group ${radioClass}`}>
          <span className="flex items-center gap-2">
            <RadioDot />
            {intl.formatMessage({ id: `settings.accept.${p}` })}
          </span>
        </Radio>
      ))}
    </RadioGroup>
  )
}
