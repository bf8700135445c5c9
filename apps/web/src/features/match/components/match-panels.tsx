import type { Match } from '@sportsbook/contract'
import { MATCH_STATUS, marketKey, sortMarkets } from '@sportsbook/domain'
import { FormattedMessage, useIntl } from 'react-intl'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { useMarkets } from '../api/get-markets.ts'
import { useMatchStatistics } from '../api/get-match-stats.ts'
import { useMatchLive } from '../hooks/use-match-live.ts'
import { MarketCard } from './market-card.tsx'
import { groupLines, visibleMarkets } from './market-lines.ts'
import { StatsPanel } from './stats-panel.tsx'

/** Market types an `eventMarkets` widget shows when the brand sets no limit (docs/constants.md). */
export const EVENT_MARKETS_DEFAULT_LIMIT = 4

/**
 * A match's first market types, as on its page (the main market first, each type's lines on one
 * card, live prices), for a brand's `eventMarkets` widget; the match page has the rest.
 */
export function MatchMarketsPanel({
  match,
  limit = EVENT_MARKETS_DEFAULT_LIMIT,
}: {
  match: Match
  limit?: number
}) {
  const intl = useIntl()
  const markets = useMarkets(match.id)
  useMatchLive(match.id)
  const [home, away] = match.competitors
  if (markets.isPending) return <RowsSkeleton rows={3} label={intl.formatMessage({ id: 'common.loading' })} />
  const cards = groupLines(sortMarkets(visibleMarkets(markets.data?.data ?? []))).slice(0, limit)
  if (cards.length === 0)
    return (
      <p className="text-sm text-muted">
        <FormattedMessage id="market.none" />
      </p>
    )
  return (
    <div className="flex flex-col gap-2">
      {cards.map((lines) => (
        <MarketCard
          key={marketKey(lines[0]!.id, lines[0]!.specifier)}
          lines={lines}
          home={home?.name}
          away={away?.name}
          bettable={match.bettable}
          match={match}
        />
      ))}
    </div>
  )
}

/** A match's statistics table and period scores, as the match centre shows them (`eventStats` widget). */
export function MatchStatsPanel({ match }: { match: Match }) {
  const started = match.status !== MATCH_STATUS.PREMATCH
  const stats = useMatchStatistics(match.id, started)
  useMatchLive(match.id)
  if (!started)
    return (
      <p className="text-sm text-muted">
        <FormattedMessage id="widget.event_stats.not_started" />
      </p>
    )
  return <StatsPanel match={match} stats={stats.data} loading={stats.isPending} />
}
