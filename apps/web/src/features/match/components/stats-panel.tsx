import { SPORT_STAT_KEYS, type Match, type MatchStatistics } from '@sportsbook/contract'
import { FormattedMessage, useIntl } from 'react-intl'
import { Skeleton } from '~/components/ui/skeleton.tsx'

/** A counter's number while the statistics load: a bar within the text line, so the row keeps its height. */
const pendingValue = <Skeleton className="inline-block h-3.5 w-6 align-middle" />

/** One counter: home and away values as text, with a split bar (decoration) for proportion. */
function Row({
  label,
  home,
  away,
  percent,
}: {
  label: string
  home: number | null
  away: number | null
  percent: boolean
}) {
  const total = (home ?? 0) + (away ?? 0)
  const share = home !== null && total > 0 ? (home * 100) / total : 50
  const fmt = (n: number | null) => (n === null ? pendingValue : percent ? `${n}%` : String(n))
  return (
    <tr>
      <td className="w-12 py-1 text-start font-semibold tabular-nums">{fmt(home)}</td>
      <th scope="row" className="py-1 text-center font-normal text-muted">
        {label}
        <span aria-hidden className="mt-1 flex h-1.5 overflow-hidden rounded-full bg-sunken">
          {/* An empty track while loading: the shares come in as new boxes, not as moving ones. */}
          {home !== null && (
            <>
              <span className="bg-brand" style={{ inlineSize: `${share}%` }} />
              <span className="flex-1 bg-warning" />
            </>
          )}
        </span>
      </th>
      <td className="w-12 py-1 text-end font-semibold tabular-nums">{fmt(away)}</td>
    </tr>
  )
}

/**
 * The provider's counters and the score per period, as tables a screen reader can walk. While the
 * counters load (`loading`: they are fetched in the browser, after hydration) the server renders the
 * table of the sport's counters (SPORT_STAT_KEYS) with placeholder numbers, so it does not grow then.
 */
export function StatsPanel({
  match,
  stats,
  loading = false,
}: {
  match: Match
  stats: MatchStatistics | undefined
  loading?: boolean
}) {
  const intl = useIntl()
  const [home, away] = match.competitors
  const periods = match.statistics?.period_score ?? []
  const items = stats?.items ?? []
  const pending = loading && items.length === 0 ? (SPORT_STAT_KEYS[match.sport.key] ?? []) : []
  const rows = pending.length > 0 ? pending.map((key) => ({ key, home: null, away: null })) : items
  if (rows.length === 0 && periods.length === 0)
    return (
      <p className="px-2 py-4 text-center text-sm text-muted">
        <FormattedMessage id="match_centre.stats.none" />
      </p>
    )
  return (
    <div className="flex flex-col gap-3 text-sm">
      {rows.length > 0 && (
        <table
          className="w-full"
          aria-busy={pending.length > 0 || undefined}
          data-testid={pending.length > 0 ? 'match-stats-placeholder' : 'match-stats'}
        >
          <caption className="sr-only">{intl.formatMessage({ id: 'match_centre.stats.caption' })}</caption>
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="text-start font-medium">
                {home?.name}
              </th>
              <td />
              <th scope="col" className="text-end font-medium">
                {away?.name}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((i) => (
              <Row
                key={i.key}
                label={intl.formatMessage({ id: `match_centre.stat.${i.key}` })}
                home={i.home}
                away={i.away}
                percent={i.key === 'possession'}
              />
            ))}
          </tbody>
        </table>
      )}
      {periods.length > 0 && (
        <table className="w-full text-center tabular-nums" data-testid="period-scores">
          <caption className="pb-1 text-start text-xs font-medium text-muted">
            {intl.formatMessage({ id: 'match_centre.periods' })}
          </caption>
          <thead>
            <tr className="text-xs text-muted">
              <td />
              {periods.map((p) => (
                <th key={p.number} scope="col" className="font-medium">
                  {p.number}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[[home?.name, 'home'] as const, [away?.name, 'away'] as const].map(([name, side]) => (
              <tr key={side}>
                <th scope="row" className="truncate text-start font-normal">
                  {name}
                </th>
                {periods.map((p) => (
                  <td key={p.number}>{p[side]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
