import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { AppModal } from '~/components/modal/app-modal.tsx'
import { openSlip } from '~/lib/slip/slip-ui.ts'
import { continueSession } from '../api/sportsbook-session.ts'
import { sessionInfoQueryKey, useSessionInfo } from '../hooks/use-session-info.ts'
import { useNow } from '../hooks/use-now.ts'
import { useSignOut } from '../hooks/use-sign-out.ts'
import { SessionNumbers } from './session-numbers.tsx'

const button = 'rounded-md px-4 py-2.5 text-sm font-bold'

/**
 * RTS 13 reality check: once the chosen period has passed, play stops for a prompt with time in session,
 * stakes, returns and net position; the player continues, views their bets or logs out.
 */
export function RealityCheck() {
  const intl = useIntl()
  const qc = useQueryClient()
  const info = useSessionInfo(true).data
  const now = useNow()
  const signOut = useSignOut()
  const [busy, setBusy] = useState(false)
  const due = info !== undefined && now >= new Date(info.next_check_at).getTime()
  const goOn = async (then?: () => void) => {
    setBusy(true)
    try {
      qc.setQueryData(sessionInfoQueryKey, await continueSession())
      then?.()
    } finally {
      setBusy(false)
    }
  }
  return (
    <AppModal
      title={intl.formatMessage({ id: 'limits.reality.title' })}
      isOpen={due}
      onOpenChange={() => undefined}
      isDismissable={false}
      size="sm"
    >
      {info && (
        <div className="flex flex-col gap-4 p-4">
          <p className="text-sm">
            {intl.formatMessage({ id: 'limits.reality.body' }, { minutes: Math.round(info.period / 60) })}
          </p>
          <SessionNumbers info={info} now={now} />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void goOn()}
              className={`${button} bg-brand text-on-brand hover:bg-brand-strong`}
            >
              {intl.formatMessage({ id: 'limits.reality.continue' })}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => void goOn(() => openSlip('MY_BETS'))}
              className={`${button} bg-raised hover:bg-odds-hover`}
            >
              {intl.formatMessage({ id: 'limits.reality.history' })}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => void signOut()}
              className={`${button} bg-raised hover:bg-odds-hover`}
            >
              {intl.formatMessage({ id: 'limits.reality.log_out' })}
            </button>
          </div>
        </div>
      )}
    </AppModal>
  )
}
