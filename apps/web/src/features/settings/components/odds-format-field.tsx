import { ODDS_FORMATS, isOddsFormat } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { Label, Radio, RadioGroup } from 'react-aria-components'
import { formatOdds } from '~/lib/format-odds.ts'
import { OddsText } from '~/components/ui/odds-text.tsx'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { useOddsFormat } from '~/lib/odds-format-store.ts'
import { groupClass, legendClass, radioClass } from './field-styles.ts'
import { RadioDot } from '~/components/ui/radio-dot.tsx'

/** The price each option shows as its example: 6/4 against, a familiar shape in every format. */
export const EXAMPLE_ODDS = 2.5

/** The odds formats the brand offers (spec §3: up to seven), each with the same price as an example. */
export function OddsFormatField({ onChange }: { onChange: (format: (typeof ODDS_FORMATS)[number]) => void }) {
  const intl = useIntl()
  const value = useOddsFormat()
  const formats = useBrand()?.settings.odds_types ?? ODDS_FORMATS
  return (
    <RadioGroup
      value={value}
      onChange={(v) => isOddsFormat(v) && onChange(v)}
      className={groupClass}
      data-testid="odds-format"
    >
      <Label className={legendClass}>{intl.formatMessage({ id: 'settings.odds.label' })}</Label>
      {formats.map((f) => (
        <Radio key={f} value={f} className={`group ${radioClass}`}>
          <span className="flex items-center gap-2">
            <RadioDot />
            {intl.formatMessage({ id: `settings.odds.${f}` })}
          </span>
          <OddsText className="text-xs text-muted tabular-nums">{formatOdds(EXAMPLE_ODDS, intl, f)}</OddsText>
        </Radio>
      ))}
    </RadioGroup>
  )
}
