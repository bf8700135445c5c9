import type { UserLimit } from '@sportsbook/contract'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'

/** What was set, as the page keeps it after the session ended (the player is a visitor by then). */
export interface StartedBreak {
  readonly limit: UserLimit
  /** Where the server sent its confirmation; null when the player has no e-mail address. */
  readonly email: string | null
}

/**
 * The confirmation of a self-exclusion or cooling-off (issue #29): what was set and until when, that
 * the player is signed out and cannot sign in, bet or lift it early, and that an e-mail says the same.
 * It takes focus, so the player hears it the moment the session ends.
 */
export function BreakConfirmed({ started }: { started: StartedBreak }) {
  const intl = useIntl()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => ref.current?.focus(), [started])
  const { limit, email } = started
  const kind = limit.type === 'selfexclusion' ? 'selfexclusion' : 'coolingoff'
  const until = limit.expires_at
    ? intl.formatDate(limit.expires_at, { dateStyle: 'long', timeStyle: 'short' })
    : ''
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="break-confirmed"
      className="flex flex-col gap-2 rounded-md border border-line bg-raised p-4 outline-none focus-visible:outline-2 focus-visible:outline-focus"
      data-testid="break-confirmed"
    >
      <h2 id="break-confirmed" className="text-base font-bold">
        {intl.formatMessage({ id: `limits.break.confirmed.${kind}` })}
      </h2>
      <p className="text-sm">{intl.formatMessage({ id: 'limits.break.confirmed.until' }, { date: until })}</p>
      {email && (
        <p className="text-sm">{intl.formatMessage({ id: 'limits.break.confirmed.email' }, { email })}</p>
      )}
    </section>
  )
}
