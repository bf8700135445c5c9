import type { Ticket } from '@sportsbook/domain'
import { isMatchLive } from '@sportsbook/domain'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useSession } from '~/lib/session/use-session.ts'
import { useSettings } from '~/lib/settings/use-settings.ts'

/** Whether the bets being placed hold a live selection (the server then waits its live delay). */
export const placingLive = (ticket: Ticket): boolean =>
  ticket.ticketState === 'processing' &&
  ticket.bets.some(
    (b) => ticket.processingBets.includes(b.key) && b.selections.some((s) => isMatchLive(s.matchStatus)),
  )

/**
 * Price transparency (issue 19): while a live bet is accepted, the delay the server applies
 * (`live_bet_delay_ms` of the settings) counts down, so the wait is explained, not a frozen button.
 * The visible seconds are not a live region; one polite status says what is happening, once.
 */
export function LiveAcceptCountdown({ ticket }: { ticket: Ticket }) {
  return <LiveDelayCountdown active={placingLive(ticket)} />
}

/**
 * The countdown itself, for any flow that places a live bet (the slip above; the quick bet, whose
 * presses place only on live matches). It starts when `active` turns true and goes when it turns false.
 */
export function LiveDelayCountdown({ active }: { active: boolean }) {
  const session = useSession()
  const settings = useSettings(session.player?.id)
  const delayMs = settings.data?.live_bet_delay_ms ?? 0
  if (!active || delayMs <= 0) return null
  return <Countdown delayMs={delayMs} />
}

function Countdown({ delayMs }: { delayMs: number }) {
  const intl = useIntl()
  const [started] = useState(() => Date.now())
  const [now, setNow] = useState(started)
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 200)
    return () => clearInterval(t)
  }, [])
  const leftMs = Math.max(0, delayMs - (now - started))
  const seconds = Math.ceil(leftMs / 1000)
  return (
    <div
      className="flex flex-col gap-1 rounded-sm bg-raised px-3 py-2 text-sm"
      data-testid="live-accept-countdown"
    >
      <p role="status">
        {intl.formatMessage({ id: 'match.live_accept.status' }, { seconds: Math.ceil(delayMs / 1000) })}
      </p>
      <p className="text-xs text-muted tabular-nums" aria-hidden>
        {seconds > 0
          ? intl.formatMessage({ id: 'match.live_accept.left' }, { seconds })
          : intl.formatMessage({ id: 'match.live_accept.checking' })}
      </p>
      <div className="h-1 overflow-hidden rounded-full bg-line" aria-hidden>
        <div className="h-full bg-brand" style={{ inlineSize: `${(leftMs / delayMs) * 100}%` }} />
      </div>
    </div>
  )
}
