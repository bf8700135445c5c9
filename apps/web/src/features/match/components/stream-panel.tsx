import type { Match, TimelineEvent } from '@sportsbook/contract'
import { FormattedMessage, useIntl } from 'react-intl'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { useSession } from '~/lib/session/use-session.ts'
import { useSettings } from '~/lib/settings/use-settings.ts'
import { useMatchVideo } from '../api/get-match-video.ts'
import { MatchTracker } from './match-tracker.tsx'

/**
 * STREAM: the provider's video when there is one; the reference backend's is a demo stand-in,
 * labelled as such, drawn from the same events as the tracker. Without video, or with video off in
 * the player's settings: the tracker itself.
 */
export function StreamPanel({ match, events }: { match: Match; events: readonly TimelineEvent[] }) {
  const intl = useIntl()
  const session = useSession()
  const settings = useSettings(session.player?.id)
  const videoOff = settings.data?.video_enabled === false
  // The stream is asked for once the settings say video is on (or could not be read).
  const video = useMatchVideo(match.id, !settings.isPending && !videoOff)
  if (settings.isPending || (video.isPending && !videoOff))
    return <RowsSkeleton rows={3} label={intl.formatMessage({ id: 'common.loading' })} />
  const stream = videoOff ? undefined : video.data?.stream
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
          id={
            videoOff
              ? 'match_centre.stream.off'
              : stream?.kind === 'demo'
                ? 'match_centre.stream.demo'
                : 'match_centre.stream.none'
          }
        />
      </p>
      <MatchTracker match={match} events={events} />
    </div>
  )
}
