import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { userLimitsQueryKey } from '~/lib/limits/user-limits.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { parseAmount } from '~/lib/slip/parse-amount.ts'
import { setLimit } from '../api/set-limit.ts'
import { sessionInfoQueryKey } from '../hooks/use-session-info.ts'
import {
  INTERVALS,
  LIMIT_KINDS,
  limitRequest,
  MONEY_KINDS,
  WINDOW_KINDS,
  type LimitKind,
} from '../limit-kinds.ts'

const field = 'rounded-md border border-line bg-sunken px-3 py-2 text-base'

/**
 * Set a limit or change one: the value is typed freely (RTS 12B: nothing pre-filled to nudge upwards).
 * A lower limit applies at once; a higher one is answered with the date it can take effect.
 */
export function LimitForm() {
  const intl = useIntl()
  const qc = useQueryClient()
  const { currency } = useSession()
  const id = useId()
  const [kind, setKind] = useState<LimitKind>('deposit')
  const [interval, setWindow] = useState<string>('day')
  const [text, setText] = useState('')
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null)
  const money = MONEY_KINDS.has(kind)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const minutes = Number(text.trim())
    const value = money
      ? parseAmount(text, intl.locale, currency)?.amount
      : Number.isInteger(minutes)
        ? minutes
        : 0
    if (!value || value <= 0) {
      setMessage({
        error: true,
        text: intl.formatMessage({ id: money ? 'limits.form.bad_amount' : 'limits.form.bad_minutes' }),
      })
      return
    }
    try {
      const saved = await setLimit(limitRequest(kind, value, interval))
      await qc.invalidateQueries({ queryKey: userLimitsQueryKey })
      // A new reality-check interval moves the next check: ask the server now, not at the next poll.
      if (kind === 'reality_check') void qc.invalidateQueries({ queryKey: sessionInfoQueryKey })
      setText('')
      setMessage({
        error: false,
        text:
          saved.status === 'unconfirmed' && saved.effective_at
            ? intl.formatMessage(
                { id: 'limits.form.pending' },
                { date: intl.formatDate(saved.effective_at, { dateStyle: 'medium', timeStyle: 'short' }) },
              )
            : intl.formatMessage({ id: 'limits.form.applied' }),
      })
    } catch {
      setMessage({ error: true, text: intl.formatMessage({ id: 'limits.form.failed' }) })
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-base font-bold">
        {intl.formatMessage({ id: 'limits.form.title' })}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {intl.formatMessage({ id: 'limits.form.kind' })}
          <select className={field} value={kind} onChange={(e) => setKind(e.target.value as LimitKind)}>
            {LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {intl.formatMessage({ id: `limits.kind.${k}` })}
              </option>
            ))}
          </select>
        </label>
        {WINDOW_KINDS.has(kind) && (
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {intl.formatMessage({ id: 'limits.form.interval' })}
            <select className={field} value={interval} onChange={(e) => setWindow(e.target.value)}>
              {INTERVALS.map((i) => (
                <option key={i} value={i}>
                  {intl.formatMessage({ id: `limits.interval.${i}` })}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {intl.formatMessage(
            { id: money ? 'limits.form.amount' : 'limits.form.minutes' },
            { currency: currency.code },
          )}
          <input
            className={field}
            inputMode={money ? 'decimal' : 'numeric'}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
          />
        </label>
      </div>
      <p className="text-xs text-muted">{intl.formatMessage({ id: `limits.explain.${kind}` })}</p>
      <button
        type="submit"
        className="self-start rounded-md bg-brand px-4 py-2.5 text-sm font-bold text-on-brand hover:bg-brand-strong"
      >
        {intl.formatMessage({ id: 'limits.form.save' })}
      </button>
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={`text-sm ${message.error ? 'text-negative' : ''}`}
        >
          {message.text}
        </p>
      )}
    </form>
  )
}
