import { shownCode } from '~/lib/slip/display-unit.ts'
import type { Money } from '@sportsbook/domain'
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { amountText, parseAmount } from '~/lib/slip/parse-amount.ts'
import { SLIP_FOCUS_ATTR } from '~/lib/slip/slip-focus.ts'
import { dispatchSlip } from '~/lib/slip/use-slip.ts'
import { StakeChips } from './stake-chips.tsx'

/** Multi-singles: one stake typed once for every single (the domain's setSharedStake). */
export function SharedStakeField({
  currency,
  chips,
  disabled,
  common,
}: {
  currency: Money['currency']
  chips: readonly Money[]
  disabled: boolean
  /** The stake every single has, when they all have the same one. */
  common: Money | undefined
}) {
  const intl = useIntl()
  const id = useId()
  const [text, setText] = useState<string | null>(null)
  const set = (stake: Money) => dispatchSlip({ type: 'setSharedStake', stake })
  return (
    <div className="mx-3 mt-2 flex flex-col gap-2 rounded-md border border-line bg-raised/50 px-3 py-2.5">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {intl.formatMessage({ id: 'betslip.stake_each' })}
      </label>
      <div className="flex items-center rounded-md border border-line bg-sunken focus-within:outline-2 focus-within:outline-focus">
        <input
          id={id}
          inputMode="decimal"
          {...{ [SLIP_FOCUS_ATTR]: '' }}
          autoComplete="off"
          disabled={disabled}
          value={text ?? (common && common.amount > 0 ? amountText(common, intl.locale) : '')}
          onBlur={() => setText(null)}
          placeholder="0"
          onChange={(e) => {
            setText(e.target.value)
            set(parseAmount(e.target.value, intl.locale, currency) ?? { amount: 0, currency })
          }}
          className="min-w-0 flex-1 bg-transparent px-3 py-2 text-base font-semibold tabular-nums outline-none"
        />
        <span className="pe-3 text-sm text-muted">{shownCode(currency.code)}</span>
      </div>
      <StakeChips
        chips={chips}
        disabled={disabled}
        onPick={(chip) => {
          setText(null)
          set(chip)
        }}
      />
    </div>
  )
}
