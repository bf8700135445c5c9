import { toMoney } from '@sportsbook/contract'
import { useIntl } from 'react-intl'
import { publicEnv } from '~/config/public-env.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { formatElapsed } from '../format-elapsed.ts'
import { useNow } from '../hooks/use-now.ts'
import { useFeature } from '~/lib/brand/features.ts'
import { useNetFollowsBalance, useSessionInfo } from '../hooks/use-session-info.ts'

/** The session clock is on for this deployment (PUBLIC_SESSION_STATUS) and brand (session_clock). */
const useClockOn = () => useFeature('session_clock') && publicEnv().sessionStatus

/**
 * UKGC RTS 13/14: while signed in, the time in session and the net position stay in view in the header
 * (an operator turns it off with PUBLIC_SESSION_STATUS=false or the brand's session_clock).
 */
export function SessionStatus() {
  const session = useSession()
  const on = useClockOn()
  const signedIn = session.status === 'logged_in'
  if (!signedIn || !on) return null
  return <Status />
}

/** The same below lg, where the header row has no room: one line under it, so it stays in view on a phone. */
export function SessionStrip() {
  const session = useSession()
  const on = useClockOn()
  const signedIn = session.status === 'logged_in'
  if (!signedIn || !on) return null
  return <Status strip />
}

function Status({ strip = false }: { strip?: boolean }) {
  const intl = useIntl()
  const info = useSessionInfo(true).data
  useNetFollowsBalance()
  const now = useNow()
  if (!info) return null
  const seconds = Math.max(0, Math.floor((now - new Date(info.started_at).getTime()) / 1000))
  // Short as the header's balance beside it: "Net BTC 0.05", not "Net BTC 0.05000000" (never rounded).
  const net = info.net_position
    ? formatMoney(toMoney(info.net_position), intl.locale, { trimZeros: true })
    : null
  const time = intl.formatMessage({ id: 'limits.header.time' }, { time: formatElapsed(seconds) })
  const netText = net && intl.formatMessage({ id: 'limits.header.net' }, { amount: net })
  if (strip)
    return (
      <p
        className="flex justify-end gap-3 border-t border-line px-3 py-0.5 text-xs text-muted tabular-nums lg:hidden"
        data-testid="session-strip"
      >
        {/* The server rendered it a moment earlier: the client's second wins, not a hydration error. */}
        <span suppressHydrationWarning>{time}</span>
        {netText && <span>{netText}</span>}
      </p>
    )
  return (
    <p
      className="me-1 hidden flex-col items-end text-xs leading-tight text-muted tabular-nums lg:flex"
      data-testid="session-status"
    >
      <span suppressHydrationWarning>{time}</span>
      {netText && <span>{netText}</span>}
    </p>
  )
}
