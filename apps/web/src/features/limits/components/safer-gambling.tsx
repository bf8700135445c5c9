import { lazy, Suspense } from 'react'
import { useSession } from '~/lib/session/use-session.ts'

// The modals, reminders and their requests load after the page's first script (route budgets): none
// of them is on the first paint.
const SignedIn = lazy(() => import('./safer-gambling-player.tsx').then((m) => ({ default: m.SignedIn })))
const SignUpReminder = lazy(() =>
  import('./sign-up-reminder.tsx').then((m) => ({ default: m.SignUpReminder })),
)

/**
 * Everything safer gambling puts around play, composed once by the root route: for a signed-in player
 * the reality check, the session and activity limit modals, the loss-chasing pause and the deposit
 * reminder; for a visitor the sign-up reminder.
 */
export function SaferGambling() {
  const session = useSession()
  if (session.status !== 'not_logged_in' && session.status !== 'logged_in') return null
  return (
    <Suspense fallback={null}>{session.status === 'logged_in' ? <SignedIn /> : <SignUpReminder />}</Suspense>
  )
}
