// Event widgets (spec §2): listings of matches in the layout the brand chose.
import type { Match, Widget } from '@sportsbook/contract'
import { MATCH_STATUS } from '@sportsbook/domain'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { postToHost } from '~/lib/embed/active-bridge.ts'
import { paths } from '~/config/paths.ts'
import { AppLink } from '~/components/ui/app-link.tsx'
import { MatchStatus } from '~/components/ui/match-status.tsx'
import { MatchCards } from '~/features/catalog/components/match-cards.tsx'
import { MatchesSection } from '~/features/catalog/components/matches-section.tsx'
import { LazyOutrightList as OutrightList } from '~/features/catalog/components/lazy-outright-list.tsx'
import { ResultList } from '~/features/catalog/components/result-list.tsx'
import { useMatch } from '~/features/match/api/get-match.ts'
import { widgetMatchFilters } from '../filters.ts'
import { useText } from './use-text.ts'
import type { WidgetProps } from '../types.ts'

type EventsWidget = Extract<Widget, { kind: 'liveEvents' | 'prematchEvents' | 'topEvents' | 'schedule' }>

/** Spec §7: an embedding host hears which top event the bettor opened (nothing happens standalone). */
const tellHostTopEvent = (match: Match) => void postToHost('top-event-clicked', { matchId: match.id })

const SeeAll = ({ to }: { to: string }) => (
  <AppLink to={to} className="text-sm font-semibold text-brand hover:underline">
    <FormattedMessage id="common.see_all" />
  </AppLink>
)

function Events({
  widget,
  fallbackTitle,
  action,
  onOpen,
}: {
  widget: EventsWidget
  fallbackTitle: string
  action?: ReactNode
  onOpen?: (match: Match) => void
}) {
  const intl = useIntl()
  const t = useText()
  const filters = widgetMatchFilters(widget)
  if (!filters) return null
  const title = t(widget.title) ?? intl.formatMessage({ id: fallbackTitle })
  if (widget.layout === 'Tile' || widget.layout === 'Slider')
    return <MatchCards filters={filters} title={title} layout={widget.layout} />
  return <MatchesSection filters={filters} title={title} action={action} onOpen={onOpen} skeletonRows={3} />
}

export const LiveEvents = ({ widget }: WidgetProps<'liveEvents'>) => (
  <Events
    widget={widget}
    fallbackTitle="home.live_now"
    action={<SeeAll to={widget.sport ? paths.sport(widget.sport) : paths.live()} />}
  />
)
export const PrematchEvents = ({ widget }: WidgetProps<'prematchEvents'>) => (
  <Events widget={widget} fallbackTitle="catalog.upcoming" />
)
export const TopEvents = ({ widget }: WidgetProps<'topEvents'>) => (
  <Events widget={widget} fallbackTitle="home.top_events" onOpen={tellHostTopEvent} />
)
export const Schedule = ({ widget }: WidgetProps<'schedule'>) => (
  <Events widget={widget} fallbackTitle="widget.schedule.title" />
)
export function Outrights({ widget }: WidgetProps<'outrights'>) {
  const intl = useIntl()
  const t = useText()
  const filters = widgetMatchFilters(widget)
  if (!filters) return null
  return (
    <OutrightList
      filters={filters}
      title={t(widget.title) ?? intl.formatMessage({ id: 'widget.outrights.title' })}
    />
  )
}

function Results({ widget }: WidgetProps<'results'> | WidgetProps<'resultEvents'>) {
  const intl = useIntl()
  const t = useText()
  const filters = widgetMatchFilters(widget)
  if (!filters) return null
  return (
    <ResultList
      filters={filters}
      title={t(widget.title) ?? intl.formatMessage({ id: 'widget.results.title' })}
    />
  )
}
export const ResultsWidget = Results
export const ResultEvents = Results

/** One match's card: competition, status, names and the score (matchPreview, and atop eventMarkets/eventStats). */
export function OneMatch({
  id,
  title,
  detail,
}: {
  id: number
  title?: string
  /** What a kind adds under the card: the markets (eventMarkets) or the statistics (eventStats). */
  detail?: (match: Match) => ReactNode
}) {
  const { data: match } = useMatch(id)
  if (!match) return null
  return (
    <section className="flex flex-col gap-2 rounded-md border border-line bg-surface p-3">
      {title && <h2 className="text-base font-bold">{title}</h2>}
      <AppLink to={paths.match(match.sport.key, match.slug)} className="flex flex-col gap-1 rounded-sm">
        <span className="text-xs text-muted">{match.tournament.name}</span>
        <MatchStatus match={match} />
        <span className="font-semibold">{match.name}</span>
      </AppLink>
      {match.statistics?.total_score && (
        <p className="font-bold tabular-nums">
          {/* "final score" only once the match is over; while it plays, the score as it stands */}
          <FormattedMessage
            id={match.status === MATCH_STATUS.FINISHED ? 'results.score' : 'widget.match.score_now'}
            values={{
              home: match.competitors[0]?.name ?? '',
              away: match.competitors[1]?.name ?? '',
              homeScore: match.statistics.total_score.home,
              awayScore: match.statistics.total_score.away,
            }}
          />
        </p>
      )}
      {detail?.(match)}
    </section>
  )
}

export function MatchPreview({ widget }: WidgetProps<'matchPreview'>) {
  const t = useText()
  if (!widget.match_id) return null
  return <OneMatch id={widget.match_id} title={t(widget.title)} />
}
