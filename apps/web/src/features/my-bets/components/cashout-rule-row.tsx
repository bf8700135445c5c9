import { toMoney, type CashoutRuleWire } from '@sportsbook/contract'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'

const link =
  'rounded-sm px-1.5 py-1 text-sm font-semibold text-brand underline-offset-2 hover:underline disabled:opacity-60'

interface Props {
  readonly rule: CashoutRuleWire
  /** Absent while the bet has no offer: the server refuses a new rule then, removing still works. */
  readonly onEdit?: () => void
  readonly onRemove: () => void
  readonly busy: boolean
}

/** The bet's active rule in words ("Auto cash-out at €12.00", "Alert at €12.00") with Edit and Remove. */
export function CashoutRuleRow({ rule, onEdit, onRemove, busy }: Props) {
  const intl = useIntl()
  const textId = useId()
  const fmt = (m: CashoutRuleWire['threshold']) => formatMoney(toMoney(m), intl.locale)
  const key = rule.kind === 'notify' ? 'notify' : rule.amount ? 'auto_partial' : 'auto_full'
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="cashout-rule">
      <span aria-hidden className="size-2 shrink-0 rounded-full bg-positive" />
      <span id={textId} className="min-w-0 flex-1 text-sm font-medium">
        {intl.formatMessage(
          { id: `bets.cashout_rule.active.${key}` },
          { threshold: fmt(rule.threshold), amount: rule.amount ? fmt(rule.amount) : '' },
        )}
      </span>
      {onEdit && (
        <button type="button" className={link} aria-describedby={textId} onClick={onEdit}>
          {intl.formatMessage({ id: 'bets.cashout_rule.edit' })}
        </button>
      )}
      <button type="button" className={link} aria-describedby={textId} disabled={busy} onClick={onRemove}>
        {intl.formatMessage({ id: 'bets.cashout_rule.remove' })}
      </button>
    </div>
  )
}
