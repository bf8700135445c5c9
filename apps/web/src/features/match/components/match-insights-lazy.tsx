import type { Match } from '@sportsbook/contract'
import { lazy, Suspense } from 'react'
import { useHydrated } from '~/lib/use-hydrated.ts'
import { INSIGHTS_GRID, PriceTrendsSkeleton, VotePanelSkeleton } from './insights-skeleton.tsx'

// Not in the match page's first load (budgets.json): its own chunk, fetched after hydration.
const MatchInsights = lazy(() => import('./match-insights.tsx'))

/**
 * The match page's insertion point for the price trends and the vote (browser only: both are
 * per-viewer). Until they are there the server's placeholders of their size hold their place, so
 * they don't push the markets down.
 */
export function LazyMatchInsights({ match }: { match: Match }) {
  const hydrated = useHydrated()
  const vote = <VotePanelSkeleton match={match} />
  const placeholder = (
    <>
      <PriceTrendsSkeleton match={match} />
      {vote}
    </>
  )
  return (
    <div className={INSIGHTS_GRID}>
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <MatchInsights match={match} votePlaceholder={vote} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  )
}
