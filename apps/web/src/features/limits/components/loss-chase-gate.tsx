import type { SportsbookSession } from '@sportsbook/contract'
import { isLossChasing, LOSS_CHASE_MIN_LOSSES, LOSS_CHASE_WINDOW_MS } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { AppModal } from '~/components/modal/app-modal.tsx'
import { setPlaceGate } from '~/lib/limits/place-gate.ts'
import { sessionInfoQueryKey } from '../hooks/use-session-info.ts'
import { SessionNumbers } from './session-numbers.tsx'

/**
 * The loss-chasing pause (docs/constants.md): when the last bets were lost in a short window and the new
 * stake is far larger, a calm interstitial shows the session's numbers before Place; the player may
 * still go on.
 */
export function LossChaseGate() {
  const intl = useIntl()
  const qc = useQueryClient()
  const [info, setInfo] = useState<SportsbookSession | null>(null)
  const answer = useRef<((go: boolean) => void) | null>(null)
  useEffect(
    () =>
      setPlaceGate(async (stake) => {
        const current = qc.getQueryData<SportsbookSession>(sessionInfoQueryKey)
        const recent = (current?.recent_settled ?? []).map((b) => ({
          stake: b.stake,
          returned: b.returned,
          settledAt: new Date(b.settled_at),
        }))
        if (!current || !isLossChasing(recent, stake.amount, new Date())) return true
        setInfo(current)
        return new Promise<boolean>((resolve) => (answer.current = resolve))
      }),
    [qc],
  )
  const close = (go: boolean) => {
    answer.current?.(go)
    answer.current = null
    setInfo(null)
  }
  return (
    <AppModal
      title={intl.formatMessage({ id: 'limits.chase.title' })}
      isOpen={info !== null}
      onOpenChange={(open) => !open && close(false)}
      size="sm"
    >
      {info && (
        <div className="flex flex-col gap-4 p-4 text-sm">
          <p>
            {intl.formatMessage(
              { id: 'limits.chase.body' },
              { count: LOSS_CHASE_MIN_LOSSES, minutes: LOSS_CHASE_WINDOW_MS / 60_000 },
            )}
          </p>
          <SessionNumbers info={info} now={Date.now()} />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => close(false)}
              className="rounded-md bg-brand px-4 py-2.5 font-bold text-on-brand hover:bg-brand-strong"
            >
              {intl.formatMessage({ id: 'limits.chase.pause' })}
            </button>
            <button
              type="button"
              onClick={() => close(true)}
              className="rounded-md bg-raised px-4 py-2.5 font-bold hover:bg-odds-hover"
            >
              {intl.formatMessage({ id: 'limits.chase.continue' })}
            </button>
          </div>
        </div>
      )}
    </AppModal>
  )
}
