import { SPORT_STAT_KEYS, type Match } from '@sportsbook/contract'
import { MATCH_STATUS } from '@sportsbook/domain'
import { useMatchStatistics, useMatchTimeline } from '../api/get-match-stats.ts'
import { ChatPanel } from './chat-panel.tsx'
import type { CentreTab } from './match-centre-tabs.ts'
import { MatchTracker } from './match-tracker.tsx'
import { PriceTrends } from './price-trends.tsx'
import { StatsPanel } from './stats-panel.tsx'
import { StreamPanel } from './stream-panel.tsx'
import { VotePanel } from './vote-panel.tsx'

export { matchCentreHash } from './match-centre-tabs.ts'

/**
 * One open tab of the match centre (match-centre-strip.tsx opens it; its own chunk, loaded when the
 * strip is there). Statistics and the timeline come over REST once and then with every match_changed
 * of the match channel (use-match-live), so the numbers move without polling.
 */
export function MatchCentre({ match, tab }: { match: Match; tab: CentreTab }) {
  const started = match.status !== MATCH_STATUS.PREMATCH
  const stats = useMatchStatistics(match.id, started)
  const timeline = useMatchTimeline(match.id, started)
  const events = timeline.data?.events ?? []
  // Where the provider covers the sport, the tracker keeps its place while the timeline loads.
  const covered = started && SPORT_STAT_KEYS[match.sport.key] !== undefined
  switch (tab) {
    case 'statistics':
      return (
        <div className="grid items-start gap-4 md:grid-cols-2">
          <StatsPanel match={match} stats={stats.data} loading={started && stats.isPending} />
          {(covered || events.length > 0) && (
            <MatchTracker match={match} events={timeline.isError ? [] : timeline.data?.events} />
          )}
        </div>
      )
    case 'stream':
      return <StreamPanel match={match} events={events} />
    case 'chat':
      return <ChatPanel matchId={match.id} />
    case 'trends':
      return (
        <div className="grid items-start gap-3 md:grid-cols-2">
          <PriceTrends match={match} />
          <VotePanel match={match} />
        </div>
      )
  }
}

export default MatchCentre
