import type { Match } from '@sportsbook/contract'
import { PriceTrends } from './price-trends.tsx'
import { VotePanel } from './vote-panel.tsx'

/** The prediction vote and the main market's price trends, side by side on wide screens. */
export function MatchInsights({ match }: { match: Match }) {
  return (
    <div className="grid items-start gap-3 md:grid-cols-2">
      <PriceTrends match={match} />
      <VotePanel match={match} />
    </div>
  )
}

export default MatchInsights
