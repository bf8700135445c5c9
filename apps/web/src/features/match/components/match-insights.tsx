import type { Match } from '@sportsbook/contract'
import type { ReactNode } from 'react'
import { PriceTrends } from './price-trends.tsx'
import { VotePanel } from './vote-panel.tsx'

/**
 * The main market's price trends and the prediction vote, as cells of the insights grid
 * (match-insights-lazy.tsx); `votePlaceholder` holds the vote's place while it loads.
 */
export function MatchInsights({ match, votePlaceholder }: { match: Match; votePlaceholder: ReactNode }) {
  return (
    <>
      <PriceTrends match={match} />
      <VotePanel match={match} placeholder={votePlaceholder} />
    </>
  )
}

export default MatchInsights
