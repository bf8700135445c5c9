import { useUserLimits } from '~/lib/limits/user-limits.ts'
import { useActivityTracker } from '../hooks/use-activity-tracker.ts'
import { isSessionLimitError, useSessionInfo } from '../hooks/use-session-info.ts'
import { DepositReminder } from './deposit-reminder.tsx'
import { LimitReachedModal } from './limit-reached-modal.tsx'
import { LossChaseGate } from './loss-chase-gate.tsx'
import { RealityCheck } from './reality-check.tsx'

/** A signed-in player's reality check, session and activity limit modals, loss-chasing pause and deposit reminder. */
export function SignedIn() {
  const limits = useUserLimits(true).data ?? []
  const info = useSessionInfo(true)
  const outOfActivity = useActivityTracker(limits.length > 0)
  const kind = isSessionLimitError(info.error) ? 'session' : outOfActivity ? 'activity' : null
  return (
    <>
      <RealityCheck />
      <LimitReachedModal kind={kind} />
      <LossChaseGate />
      <DepositReminder />
    </>
  )
}
