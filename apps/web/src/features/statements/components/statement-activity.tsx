import type { Statement, StatementRow } from '@sportsbook/contract'
import { toMoney } from '@sportsbook/contract'
import { multiply } from '@sportsbook/domain'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { STATEMENT_ACTIVITY_PAGE } from '../period.ts'

/** Money out of the balance (a cash stake, a withdrawal) reads with a minus; money in with a plus. */
function signedAmount(row: StatementRow) {
  const amount = toMoney(row.amount)
  if (row.kind === 'withdrawal' || (row.kind === 'stake' && row.funding !== 'freebet'))
    return multiply(amount, -1)
  return amount
}

/**
 * The period's money movements, newest first (issue #30.7: a bettor can *see* their bets, deposits,
 * cash-outs and bonuses, not only download them): when, what (the kind, and the bet's selections),
 * and the amount with its sign, STATEMENT_ACTIVITY_PAGE rows at a time.
 */
export function StatementActivity({ statement }: { statement: Statement }) {
  const intl = useIntl()
  const [shown, setShown] = useState(STATEMENT_ACTIVITY_PAGE)
  const rows = [...statement.rows].reverse()
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values)
  const when = (at: string) =>
    intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short', timeZone: statement.tz })
  if (rows.length === 0) return null
  const more = Math.min(STATEMENT_ACTIVITY_PAGE, rows.length - shown)
  return (
    <section aria-labelledby="statement-activity" className="flex flex-col gap-2">
      <h2 id="statement-activity" className="text-base font-bold">
        {t('statements.activity.title')}
      </h2>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('statements.activity.when')}</th>
            <th scope="col">{t('statements.activity.what')}</th>
            <th scope="col">{t('statements.activity.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, shown).map((row, i) => {
            const amount = signedAmount(row)
            return (
              <tr
                key={`${row.at}-${i}`}
                className="border-b border-line align-top"
                data-testid="statement-row"
              >
                <td className="py-2 pe-3 text-xs whitespace-nowrap text-muted tabular-nums">
                  {when(row.at)}
                </td>
                <td className="min-w-0 py-2 pe-3">
                  <span className="font-semibold">
                    {t(`statements.kind.${row.kind}`)}
                    {row.funding === 'freebet' && ` · ${t('statements.activity.freebet')}`}
                  </span>
                  {row.selections && (
                    <span dir="auto" className="block text-xs break-words text-muted">
                      {row.selections}
                    </span>
                  )}
                </td>
                <td className="py-2 text-end font-semibold whitespace-nowrap tabular-nums">
                  {formatMoney(amount, intl.locale, { signed: amount.amount !== 0 })}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <p className="text-xs text-muted" aria-live="polite">
        {t('statements.activity.shown', { shown: Math.min(shown, rows.length), total: rows.length })}
      </p>
      {more > 0 && (
        <button
          type="button"
          onClick={() => setShown(shown + STATEMENT_ACTIVITY_PAGE)}
          className="self-start rounded-md border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
        >
          {t('statements.activity.more', { count: more })}
        </button>
      )}
    </section>
  )
}
