import type { Money } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { useRovingFocus } from '~/hooks/use-roving-focus.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'

/**
 * The quick stake buttons under a stake input (amounts from the player's settings): one Tab stop,
 * arrow keys between them, so Place is two Tab presses from the stake field (issue #29).
 */
export function StakeChips({
  chips,
  disabled,
  onPick,
  onMax,
}: {
  chips: readonly Money[]
  disabled: boolean
  onPick: (chip: Money) => void
  /** A signed-in player's "Max": the largest stake the server takes for this bet now. */
  onMax?: () => void
}) {
  const intl = useIntl()
  const group = useRovingFocus<HTMLDivElement>()
  return (
    <div
      ref={group}
      className="flex gap-1"
      role="group"
      aria-label={intl.formatMessage({ id: 'betslip.quick_stakes' })}
    >
      {chips.map((chip) => (
        <button
          key={chip.amount}
          type="button"
          disabled={disabled}
          onClick={() => onPick(chip)}
          className="flex-1 rounded-sm bg-raised px-1 py-1.5 text-xs font-semibold tabular-nums hover:bg-odds-hover disabled:opacity-50"
        >
          {formatMoney(chip, intl.locale)}
        </button>
      ))}
      {onMax && (
        <button
          type="button"
          disabled={disabled}
          onClick={onMax}
          className="flex-1 rounded-sm bg-raised px-1 py-1.5 text-xs font-semibold hover:bg-odds-hover disabled:opacity-50"
        >
          {intl.formatMessage({ id: 'betslip.max_stake' })}
        </button>
      )}
    </div>
  )
}
