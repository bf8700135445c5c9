import { lazy, Suspense, useEffect, useState } from 'react'
import { usePlayer } from '~/lib/session/get-player.ts'
import { isLoggedIn } from '~/lib/session/use-session.ts'

const JackpotHitModal = lazy(() => import('./jackpot-hit-modal.tsx'))

/** Mounted once in root: a signed-in player's jackpot hit modal, loaded in the browser after the first paint. */
export function JackpotHitsRoot() {
  const signedIn = isLoggedIn(usePlayer().data)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted || !signedIn) return null
  return (
    <Suspense fallback={null}>
      <JackpotHitModal />
    </Suspense>
  )
}
