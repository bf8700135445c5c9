import type { Match } from '@sportsbook/contract'
import { MATCH_STATUS } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useMatchStreams } from '../api/get-match-video.ts'
import { matchCentreHash } from './match-centre-tabs.ts'

/** Match states with nothing left to watch (spec §4: closed, finished, not covered). */
const OVER: readonly number[] = [MATCH_STATUS.CLOSED, MATCH_STATUS.FINISHED, MATCH_STATUS.NOT_COVERED]

/**
 * "Watch" on the scoreboard, only when the match has a stream (GET /matches/{id}/streams answers
 * one): it opens the match centre's STREAM tab (`#stream`), where the stream plays (the reference
 * backend's is a labelled stand-in). Nothing while the answer is unknown, so it never flickers in and out.
 */
export function WatchLink({ match }: { match: Match }) {
  const intl = useIntl()
  const streams = useMatchStreams(match.id, match.has_video && !OVER.includes(match.status))
  if (!streams.data?.data.length) return null
  return (
    <Link
      to={{ hash: matchCentreHash('stream') }}
      replace
      preventScrollReset
      className="flex items-center gap-1 rounded-sm px-1.5 py-0.5 font-semibold text-brand hover:bg-raised"
      data-testid="watch-link"
    >
      <svg viewBox="0 0 16 16" aria-hidden className="size-3 fill-current">
        <path d="M4 2.5v11l9-5.5z" />
      </svg>
      {intl.formatMessage({ id: 'match_centre.watch' })}
    </Link>
  )
}
