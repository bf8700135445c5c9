import { lazy, Suspense } from 'react'

// Its own chunk, after the match page's code: only signed-in players with a bet on the match see it.
const MatchBetsStrip = lazy(() => import('./match-bets-strip.tsx'))

/** The player's open bets on a match, with live cash-out, loaded after the page (nothing meanwhile). */
export function LazyMatchBetsStrip({ matchId }: { matchId: number }) {
  return (
    <Suspense fallback={null}>
      <MatchBetsStrip matchId={matchId} />
    </Suspense>
  )
}
