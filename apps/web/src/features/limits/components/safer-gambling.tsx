import { useSession } from '~/lib/session/use-session.ts'
import { useUserLimits } from '~/lib/limits/user-limits.ts'
import { useActivityTracker } from '../hooks/use-activity-tracker.ts'
import { isSessionLimitError, useSessionInfo } from '../hooks/use-session-info.ts'
import { DepositReminder } from './deposit-reminder.tsx'
import { LimitReachedModal } from './limit-reached-modal.tsx'
import { LossChaseGate } from './loss-chase-gate.tsx'
import { RealityCheck } from './reality-check.tsx'
import { SignUpReminder } from './sign-up-reminder.tsx'

/**
 * Everything safer gambling puts around play, composed once by the root route: for a signed-in player
 * the reality check, the session and activity limit modals, the loss-chasing pause and the deposit
 * reminder; for a visitor the sign-up reminder.
 */
export function SaferGambling() {
  const session = useSession()
  if (session.status === 'not_logged_in') return <SignUpReminder />
  if (session.status !== 'logged_in') return null
  return <SignedIn />
}

function SignedIn() {
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
