import type { Match } from '@sportsbook/contract'
import { MATCH_STATUS } from '@sportsbook/domain'
import { useIntl, type IntlShape } from 'react-intl'
import { LiveBadge } from './live-badge.tsx'
import { MatchTime } from './match-time.tsx'

type StatusFields = Pick<Match, 'status' | 'stage' | 'start_time' | 'statistics'>

/** Label of a stage code ("1st_half" → "1st half"): translated when the catalogue has it, readable otherwise. */
export function stageLabel(intl: IntlShape, stage: string | null | undefined): string | null {
  if (!stage) return null
  const id = `match.stage.${stage}`
  if (intl.messages[id]) return intl.formatMessage({ id })
  const text = stage.replace(/_/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Where a match stands: kick-off time, LIVE with period and clock, or a closing state in words. */
export function MatchStatus({ match, now }: { match: StatusFields; now?: Date }) {
  const intl = useIntl()
  switch (match.status) {
    case MATCH_STATUS.PREMATCH:
      return <MatchTime iso={match.start_time} now={now} className="text-xs text-muted" />
    case MATCH_STATUS.LIVE:
      return <LiveBadge clock={match.statistics?.clock} period={stageLabel(intl, match.stage)} />
    default:
      return (
        <span className="text-xs font-medium text-muted">
          {intl.formatMessage({ id: `match.status.${match.status}` })}
        </span>
      )
  }
}
