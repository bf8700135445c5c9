import type { Match } from '@sportsbook/contract'
import { lazy, Suspense } from 'react'
import { useHydrated } from '~/lib/use-hydrated.ts'

// Not in the match page's first load (budgets.json): its own chunk, fetched after hydration.
const MatchInsights = lazy(() => import('./match-insights.tsx'))

/** The match page's insertion point for the vote and price trends (browser only: both are per-viewer). */
export function LazyMatchInsights({ match }: { match: Match }) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <MatchInsights match={match} />
    </Suspense>
  )
}
