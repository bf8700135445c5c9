import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useUserLimits } from '~/lib/limits/user-limits.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { HELP_ORGANISATIONS } from '../help-organisations.ts'
import { LimitForm } from './limit-form.tsx'
import { LimitList } from './limit-list.tsx'
import { BreakConfirmed, type StartedBreak } from './break-confirmed.tsx'
import { TakeABreak } from './take-a-break.tsx'

/** The account area's limits page (RTS 12C: one click from the account menu). */
export function LimitsPage() {
  const intl = useIntl()
  const session = useSession()
  const signedIn = session.status === 'logged_in'
  const limits = useUserLimits(signedIn)
  // Kept here, above the signed-in part that the exclusion's sign-out takes away.
  const [started, setStarted] = useState<StartedBreak | null>(null)
  const email = session.player?.email ?? null
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 py-2">
      <h1 className="text-xl font-extrabold">{intl.formatMessage({ id: 'limits.page.title' })}</h1>
      <p className="text-sm">{intl.formatMessage({ id: 'limits.page.intro' })}</p>
      {started && <BreakConfirmed started={started} />}
      {signedIn ? (
        <>
          <section className="flex flex-col gap-3" aria-labelledby="your-limits">
            <h2 id="your-limits" className="text-base font-bold">
              {intl.formatMessage({ id: 'limits.list.title' })}
            </h2>
            <LimitList limits={limits.data ?? []} />
          </section>
          <LimitForm />
          <TakeABreak onStarted={(limit) => setStarted({ limit, email })} />
        </>
      ) : (
        !started && <p className="text-sm text-muted">{intl.formatMessage({ id: 'limits.page.sign_in' })}</p>
      )}
      <section className="flex flex-col gap-2" aria-labelledby="get-help">
        <h2 id="get-help" className="text-base font-bold">
          {intl.formatMessage({ id: 'limits.help.title' })}
        </h2>
        <p className="text-sm">{intl.formatMessage({ id: 'limits.help.lead' })}</p>
        <ul className="flex flex-col gap-1 text-sm">
          {HELP_ORGANISATIONS.map((o) => (
            <li key={o.url}>
              <a href={o.url} target="_blank" rel="noreferrer" className="font-semibold text-brand underline">
                {o.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
