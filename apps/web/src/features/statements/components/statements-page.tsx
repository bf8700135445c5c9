import { useState } from 'react'
import { useIntl } from 'react-intl'
import { ApiError } from '~/lib/api-client.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { statementFileHref } from '../api/get-statement.ts'
import { useStatement } from '../hooks/use-statement.ts'
import { useToday } from '../hooks/use-today.ts'
import { periodProblem, presetPeriod, type PeriodChoice } from '../period.ts'
import { PeriodPicker, type PeriodDraft } from './period-picker.tsx'
import { StatementActivity } from './statement-activity.tsx'
import { NetDepositsCard, StatementTotals } from './statement-totals.tsx'

/** The message of a period the domain refuses, or of the server's answer. */
function problemMessage(code: string | null): string | null {
  if (code === null) return null
  if (code === 'too_long' || code === 'statement_period_too_long') return 'statements.error.too_long'
  if (code === 'statement_period_invalid' || code === 'invalid_date' || code === 'to_before_from')
    return 'statements.error.period'
  return code === 'invalid_time_zone' ? 'statements.error.period' : 'statements.error.load'
}

const linkClass =
  'rounded-md border border-line px-4 py-2 text-sm font-semibold text-brand underline-offset-2 hover:underline'

/** The account area's statements (issue #30.7): a period's totals, net deposits, CSV and PDF. */
export function StatementsPage() {
  const intl = useIntl()
  const signedIn = useSession().status === 'logged_in'
  const now = useToday()
  const [draft, setDraft] = useState<PeriodDraft>({ preset: '30d', from: null, to: null })
  let choice: PeriodChoice | null = null
  if (now && draft.preset !== 'custom') choice = { ...presetPeriod(draft.preset, now.today), tz: now.tz }
  else if (now && draft.from && draft.to) choice = { from: draft.from, to: draft.to, tz: now.tz }
  const problem = choice ? periodProblem(choice) : null
  const asked = signedIn && choice && !problem ? choice : null
  const statement = useStatement(asked)
  const error = statement.error instanceof ApiError ? statement.error.code : statement.error ? 'load' : null
  const message = problemMessage(problem ?? error)
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 py-2">
      <h1 className="text-xl font-extrabold">{intl.formatMessage({ id: 'statements.page.title' })}</h1>
      <p className="text-sm">{intl.formatMessage({ id: 'statements.page.intro' })}</p>
      {!signedIn ? (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'statements.page.sign_in' })}</p>
      ) : (
        <>
          <PeriodPicker value={draft} onChange={setDraft} />
          {message && (
            <p role="alert" className="text-sm font-semibold text-negative">
              {intl.formatMessage({ id: message })}
            </p>
          )}
          {asked && !statement.data && !message && (
            <p className="text-sm text-muted" aria-live="polite">
              {intl.formatMessage({ id: 'statements.loading' })}
            </p>
          )}
          {asked && statement.data && !message && (
            <>
              <StatementTotals statement={statement.data} />
              <NetDepositsCard statement={statement.data} />
              <div className="flex flex-wrap gap-3">
                <a href={statementFileHref(asked, 'csv')} download className={linkClass}>
                  {intl.formatMessage({ id: 'statements.download.csv' })}
                </a>
                <a href={statementFileHref(asked, 'pdf')} download className={linkClass}>
                  {intl.formatMessage({ id: 'statements.download.pdf' })}
                </a>
              </div>
              <StatementActivity statement={statement.data} />
            </>
          )}
        </>
      )}
    </div>
  )
}
