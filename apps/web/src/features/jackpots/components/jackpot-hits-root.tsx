import { lazy, Suspense, useEffect, useState } from 'react'
import { useSession } from '~/lib/session/use-session.ts'

// Loads after the page's first script (route budgets), in the browser, for a signed-in player only.
const JackpotHitModal = lazy(() => import('./jackpot-hit-modal.tsx'))

/** Mounted once in root: the signed-in player's jackpot hit modal. */
export function JackpotHitsRoot() {
  const player = useSession().player
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted && player ? (
    <Suspense>
      <JackpotHitModal />
    </Suspense>
  ) : null
}
