import type { Currency } from '@sportsbook/domain'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Button, Form, Input, Label, TextField } from 'react-aria-components'
import { parseStakes, stakeTexts } from '../stakes.ts'
import { groupClass, legendClass } from './field-styles.ts'

/** The slip's quick stake chips, edited in the player's currency and saved together. */
export function StakesField({
  stakes,
  currency,
  onSave,
}: {
  stakes: readonly number[]
  currency: Currency
  onSave: (stakes: number[]) => Promise<boolean>
}) {
  const intl = useIntl()
  const [texts, setTexts] = useState(() => stakeTexts(stakes, intl.locale, currency))
  const [invalid, setInvalid] = useState<readonly number[]>([])
  const [saved, setSaved] = useState(false)
  const submit = async () => {
    const parsed = parseStakes(texts, intl.locale, currency)
    setSaved(false)
    if (!parsed.ok) return setInvalid(parsed.invalid)
    setInvalid([])
    setSaved(await onSave(parsed.stakes))
  }
  return (
    <Form
      // The fields are checked here (parseStakes), not by the browser: a box marked invalid must not block the next try.
      validationBehavior="aria"
      className={groupClass}
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <span className={legendClass}>
        {intl.formatMessage({ id: 'settings.stakes.label' }, { currency: currency.code })}
      </span>
      <div className="grid grid-cols-4 gap-1.5">
        {texts.map((t, i) => (
          <TextField
            key={i}
            value={t}
            isInvalid={invalid.includes(i)}
            onChange={(v) => {
              setTexts((all) => all.map((x, j) => (j === i ? v : x)))
              setInvalid((bad) => bad.filter((j) => j !== i))
            }}
            className="flex flex-col"
          >
            <Label className="sr-only">
              {intl.formatMessage({ id: 'settings.stakes.item' }, { number: i + 1 })}
            </Label>
            <Input
              inputMode="decimal"
              className="w-full rounded-sm border border-line bg-sunken px-2 py-1.5 text-center text-sm tabular-nums data-[invalid]:border-negative"
            />
          </TextField>
        ))}
      </div>
      {invalid.length > 0 && (
        <p role="alert" className="text-xs font-medium text-negative">
          {intl.formatMessage({ id: 'settings.stakes.invalid' })}
        </p>
      )}
      <div className="flex items-center justify-end gap-2">
        {saved && (
          <span role="status" className="text-xs text-muted">
            {intl.formatMessage({ id: 'settings.saved' })}
          </span>
        )}
        <Button
          type="submit"
          className="rounded-md border border-line px-3 py-1.5 text-sm font-semibold hover:bg-raised"
        >
          {intl.formatMessage({ id: 'settings.stakes.save' })}
        </Button>
      </div>
    </Form>
  )
}
