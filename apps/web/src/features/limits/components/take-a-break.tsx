import type { UserLimit } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { whileEndingSession } from '~/lib/session/session-events.ts'
import { setLimit } from '../api/set-limit.ts'
import { COOLING_OFF_TERMS, SELF_EXCLUSION_TERMS } from '../limit-kinds.ts'

const field = 'rounded-md border border-line bg-sunken px-3 py-2 text-base'

/**
 * Cooling-off and self-exclusion, with what they mean in plain words: the session ends now, no sign-in,
 * bets or marketing until the term ends, and it cannot be lifted early. The limits page confirms what
 * was set (`onStarted`, break-confirmed.tsx).
 */
export function TakeABreak({ onStarted }: { onStarted: (limit: UserLimit) => void }) {
  const intl = useIntl()
  const qc = useQueryClient()
  const [type, setType] = useState<'coolingoff' | 'selfexclusion'>('coolingoff')
  const terms = type === 'coolingoff' ? COOLING_OFF_TERMS : SELF_EXCLUSION_TERMS
  const [term, setTerm] = useState(String(terms[0]))
  const [sure, setSure] = useState(false)
  const [failed, setFailed] = useState(false)
  const days = (s: number) => Math.round(s / 86_400)
  const start = async () => {
    try {
      // The server ends every session of the player: the 401s of requests in flight are that end,
      // not an expiry to sign in again after (the exclusion refuses sign-in anyway).
      await whileEndingSession(async () => {
        const limit = await setLimit({ type, period: Number(term) })
        // The page confirms what was set before the session's end turns it into a visitor's view.
        onStarted(limit)
        qc.setQueryData(playerQueryKey, null)
        qc.removeQueries({ queryKey: ['session'] })
      })
    } catch {
      setFailed(true)
    }
  }
  return (
    <section className="flex flex-col gap-3" aria-labelledby="take-a-break">
      <h2 id="take-a-break" className="text-base font-bold">
        {intl.formatMessage({ id: 'limits.break.title' })}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {intl.formatMessage({ id: 'limits.break.kind' })}
          <select
            className={field}
            value={type}
            onChange={(e) => {
              const next = e.target.value as typeof type
              setType(next)
              setTerm(String((next === 'coolingoff' ? COOLING_OFF_TERMS : SELF_EXCLUSION_TERMS)[0]))
            }}
          >
            <option value="coolingoff">{intl.formatMessage({ id: 'limits.kind.coolingoff' })}</option>
            <option value="selfexclusion">{intl.formatMessage({ id: 'limits.kind.selfexclusion' })}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {intl.formatMessage({ id: 'limits.break.term' })}
          <select className={field} value={term} onChange={(e) => setTerm(e.target.value)}>
            {terms.map((t) => (
              <option key={t} value={t}>
                {intl.formatMessage({ id: 'limits.break.days' }, { days: days(t) })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-sm">{intl.formatMessage({ id: `limits.break.explain.${type}` })}</p>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} className="mt-1" />
        {intl.formatMessage({ id: 'limits.break.understand' })}
      </label>
      <button
        type="button"
        disabled={!sure}
        onClick={() => void start()}
        className="self-start rounded-md bg-negative px-4 py-2.5 text-sm font-bold text-on-brand disabled:cursor-not-allowed disabled:opacity-50"
      >
        {intl.formatMessage({ id: `limits.break.start.${type}` })}
      </button>
      {failed && (
        <p role="alert" className="text-sm text-negative">
          {intl.formatMessage({ id: 'limits.form.failed' })}
        </p>
      )}
    </section>
  )
}
