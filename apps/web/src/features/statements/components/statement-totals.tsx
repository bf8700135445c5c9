import type { MoneyWire, Statement } from '@sportsbook/contract'
import { toMoney } from '@sportsbook/contract'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'

const TOTALS = [
  ['cash_stakes', 'statements.totals.stakes'],
  ['freebet_stakes', 'statements.totals.freebet_stakes'],
  ['returns', 'statements.totals.returns'],
] as const

/** The period's totals row (RTS: win/loss of the period chosen, free-bet stakes shown as such). */
export function StatementTotals({ statement }: { statement: Statement }) {
  const intl = useIntl()
  const money = (m: MoneyWire, signed = false) => formatMoney(toMoney(m), intl.locale, { signed })
  const { totals } = statement
  return (
    <section aria-labelledby="statement-totals" className="flex flex-col gap-2">
      <h2 id="statement-totals" className="text-base font-bold">
        {intl.formatMessage({ id: 'statements.totals.title' })}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {TOTALS.map(([key, id]) => (
          <div key={key} className="rounded-md bg-raised p-3">
            <dt className="text-xs text-muted">{intl.formatMessage({ id })}</dt>
            <dd className="text-lg font-bold tabular-nums" data-testid={`statement-${key}`}>
              {money(totals[key])}
            </dd>
          </div>
        ))}
        <div className="rounded-md border-2 border-brand p-3">
          <dt className="text-xs font-semibold">{intl.formatMessage({ id: 'statements.totals.net' })}</dt>
          <dd className="text-lg font-extrabold tabular-nums" data-testid="statement-net">
            {money(totals.net, true)}
          </dd>
        </div>
      </dl>
      {totals.open_stakes.value > 0 && (
        <p className="text-sm text-muted">
          {intl.formatMessage({ id: 'statements.totals.open_note' }, { amount: money(totals.open_stakes) })}
        </p>
      )}
      {statement.rows.length === 0 && (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'statements.empty' })}</p>
      )}
    </section>
  )
}

/** Lifetime deposits less withdrawals (UK net deposits), whatever the period. */
export function NetDepositsCard({ statement }: { statement: Statement }) {
  const intl = useIntl()
  return (
    <section aria-labelledby="net-deposits" className="flex flex-col gap-1 rounded-md bg-raised p-4">
      <h2 id="net-deposits" className="text-sm font-bold">
        {intl.formatMessage({ id: 'statements.net_deposits.title' })}
      </h2>
      <p className="text-2xl font-extrabold tabular-nums" data-testid="statement-net-deposits">
        {formatMoney(toMoney(statement.net_deposits), intl.locale)}
      </p>
      <p className="text-sm text-muted">{intl.formatMessage({ id: 'statements.net_deposits.note' })}</p>
    </section>
  )
}
