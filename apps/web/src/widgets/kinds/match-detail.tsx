import { MatchMarketsPanel, MatchStatsPanel } from '~/features/match/components/match-panels.tsx'
import type { WidgetProps } from '../types.ts'
import { OneMatch } from './events.tsx'
import { useText } from './use-text.ts'

/**
 * One match with its markets (spec §2 `eventMarkets`) or its statistics (`eventStats`): the match
 * page's market cards and statistics table under the match's card. Loaded when a page places one
 * (registry.ts), so brand pages without them do not carry the match page's market code.
 */
export function EventMarkets({ widget }: WidgetProps<'eventMarkets'>) {
  return (
    <OneMatch
      id={widget.match_id}
      title={useText()(widget.title)}
      detail={(m) => <MatchMarketsPanel match={m} />}
    />
  )
}

export function EventStats({ widget }: WidgetProps<'eventStats'>) {
  return (
    <OneMatch
      id={widget.match_id}
      title={useText()(widget.title)}
      detail={(m) => <MatchStatsPanel match={m} />}
    />
  )
}
