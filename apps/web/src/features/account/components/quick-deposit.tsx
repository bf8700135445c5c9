import type { Money } from '@sportsbook/domain'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useSession } from '~/lib/session/use-session.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { quickDepositChoices, shortfall } from '../quick-deposit-amounts.ts'
import { WidgetDeposit } from './widget-deposit.tsx'

/**
 * Spec §4 quick deposit, from a slip whose stake the balance does not cover: what is missing, a few
 * amounts to pick, then the platform's widget with the picked amount.
 */
export function QuickDeposit({ stake }: { stake: string | undefined }) {
  const intl = useIntl()
  const { currency, balance } = useSession()
  const shortBy = shortfall(stake, balance)
  const choices = quickDepositChoices(currency, shortBy)
  const [picked, setPicked] = useState<Money | null>(null)
  const show = (m: Money) => formatMoney(m, intl.locale)
  return (
    <div className="flex flex-col gap-3 p-4">
      {shortBy > 0 && choices[0] && (
        <p className="text-sm">
          {intl.formatMessage({ id: 'quick_deposit.short_by' }, { amount: show(choices[0]) })}
        </p>
      )}
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'quick_deposit.choose' })}
        className="grid grid-cols-2 gap-1 sm:grid-cols-4"
      >
        {choices.map((m) => (
          <button
            key={m.amount}
            type="button"
            aria-pressed={picked?.amount === m.amount}
            onClick={() => setPicked(m)}
            className="rounded-sm bg-raised px-1 py-2 text-sm font-semibold tabular-nums hover:bg-odds-hover aria-pressed:bg-brand aria-pressed:text-on-brand"
          >
            {show(m)}
          </button>
        ))}
      </div>
      {picked ? (
        <WidgetDeposit key={picked.amount} amount={picked} />
      ) : (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'quick_deposit.pick_first' })}</p>
      )}
    </div>
  )
}
