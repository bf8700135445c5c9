import { lazy, Suspense, useEffect, useState } from 'react'

// Loaded in the browser after the first paint and rendered only there: a lazy part of a
// server-rendered page would hydrate late while live odds keep React busy, and its data loads in
// the browser anyway.
const JackpotsSection = lazy(() => import('./jackpots-section.tsx'))

/** The jackpots block of /promotions. */
export function JackpotsBlock() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted ? (
    <Suspense>
      <div className="mt-6">
        <JackpotsSection />
      </div>
    </Suspense>
  ) : null
}
