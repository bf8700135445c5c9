import { statusProgress } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { getCompPoints } from '~/lib/session/get-comp-points.ts'
import { getStatusGroups } from '~/lib/session/get-status-groups.ts'

const inBrowser = typeof window !== 'undefined'

/**
 * The player's comp points, status and progress to the next status (spec §3 progress: points,
 * statusGroups), read when the account menu opens: settled bets earn points in the meantime.
 */
export function LoyaltySummary({ playerId }: { playerId: number }) {
  const intl = useIntl()
  const points = useQuery({
    queryKey: ['session', 'comp-points', playerId],
    queryFn: ({ signal }) => getCompPoints(signal),
    enabled: inBrowser,
    staleTime: 0,
  })
  const groups = useQuery({
    queryKey: ['session', 'status-groups', playerId],
    queryFn: ({ signal }) => getStatusGroups(signal),
    enabled: inBrowser,
    staleTime: 0,
  })
  if (!points.data || !groups.data) return null
  const total = points.data.persistent_points
  const p = statusProgress(total, groups.data.status_groups)
  const n = (v: number) => intl.formatNumber(v)
  return (
    <div className="px-3 pb-2 text-xs" data-testid="loyalty-summary">
      <div className="flex justify-between gap-3">
        <span>{intl.formatMessage({ id: 'account.loyalty.points' }, { points: n(total) })}</span>
        {p.current && (
          <span>{intl.formatMessage({ id: 'account.loyalty.status' }, { status: p.current.name })}</span>
        )}
      </div>
      {p.next ? (
        <>
          <div
            role="progressbar"
            aria-label={intl.formatMessage({ id: 'account.loyalty.progress' }, { status: p.next.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(p.fraction * 100)}
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-raised"
          >
            <div className="h-full rounded-full bg-brand" style={{ inlineSize: `${p.fraction * 100}%` }} />
          </div>
          <p className="mt-1 text-muted">
            {intl.formatMessage(
              { id: 'account.loyalty.next' },
              { points: n(p.pointsToNext), status: p.next.name },
            )}
          </p>
        </>
      ) : (
        <p className="mt-1 text-muted">{intl.formatMessage({ id: 'account.loyalty.top' })}</p>
      )}
    </div>
  )
}
