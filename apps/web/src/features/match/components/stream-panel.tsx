import type { Match, TimelineEvent } from '@sportsbook/contract'
import { FormattedMessage, useIntl } from 'react-intl'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { useMatchVideo } from '../api/get-match-video.ts'
import { MatchTracker } from './match-tracker.tsx'

/**
 * STREAM: the provider's video when there is one; the reference backend's is a demo stand-in,
 * labelled as such, drawn from the same events as the tracker. Without video: the tracker itself.
 */
export function StreamPanel({ match, events }: { match: Match; events: readonly TimelineEvent[] }) {
  const intl = useIntl()
  const video = useMatchVideo(match.id)
  if (video.isPending) return <RowsSkeleton rows={3} label={intl.formatMessage({ id: 'common.loading' })} />
  const stream = video.data?.stream
  if (stream?.kind === 'video' && stream.url)
    return (
      <video src={stream.url} controls muted playsInline className="w-full rounded-sm bg-sunken">
        <track kind="captions" />
      </video>
    )
  return (
    <div className="flex flex-col gap-2" data-testid="stream-panel">
      <p className="rounded-sm bg-sunken px-3 py-2 text-xs text-muted" role="note">
        <FormattedMessage
          id={stream?.kind === 'demo' ? 'match_centre.stream.demo' : 'match_centre.stream.none'}
        />
      </p>
      <MatchTracker match={match} events={events} />
    </div>
  )
}
