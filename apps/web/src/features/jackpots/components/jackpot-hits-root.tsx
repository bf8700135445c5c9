import { lazy, Suspense } from 'react'
import { useSession } from '~/lib/session/use-session.ts'

// Loads after the page's first script (route budgets), for a signed-in player only.
const JackpotHitModal = lazy(() => import('./jackpot-hit-modal.tsx'))

/** Mounted once in root: the signed-in player's jackpot hit modal. */
export function JackpotHitsRoot() {
  return useSession().player ? (
    <Suspense>
      <JackpotHitModal />
    </Suspense>
  ) : null
}
