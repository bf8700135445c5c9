import type { Match } from '@sportsbook/contract'
import { FormattedMessage, useIntl } from 'react-intl'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { SportIcon } from '~/components/ui/sport-icon.tsx'
import { FIRST_PAINT_ROWS } from '~/hooks/use-progressive-rows.ts'
import { useMatches, type MatchFilters } from '../api/get-matches.ts'
import { useListingLive } from '../hooks/use-listing-live.ts'
import { MatchList } from './match-list.tsx'

function bySport(matches: readonly Match[]) {
  const groups = new Map<string, { sport: Match['sport']; matches: Match[] }>()
  for (const m of matches) {
    const g = groups.get(m.sport.key) ?? { sport: m.sport, matches: [] }
    g.matches.push(m)
    groups.set(m.sport.key, g)
  }
  return [...groups.values()]
}

/** Every live match, one section per sport (in the server's sport priority order), then by league. */
export function LiveBySport({ filters }: { filters: MatchFilters }) {
  const intl = useIntl()
  const { data, isPending, isError } = useMatches(filters)
  useListingLive(filters)
  if (isPending) return <RowsSkeleton rows={8} label={intl.formatMessage({ id: 'common.loading' })} />
  if (isError)
    return (
      <p role="alert" className="rounded-md bg-surface px-4 py-6 text-center text-muted">
        <FormattedMessage id="error.load_failed" />
      </p>
    )
  if (data.data.length === 0)
    return (
      <p className="rounded-md bg-surface px-4 py-8 text-center text-muted">
        <FormattedMessage id="live.none" />
      </p>
    )
  // The page's first paint holds FIRST_PAINT_ROWS rows in all: later sports start with fewer, or none.
  let before = 0
  return (
    <div className="flex flex-col gap-5">
      {bySport(data.data).map(({ sport, matches }) => {
        const firstRows = Math.max(0, FIRST_PAINT_ROWS - before)
        before += matches.length
        return (
          <section key={sport.key} aria-labelledby={`live-${sport.key}`} className="flex flex-col gap-2">
            <h2 id={`live-${sport.key}`} className="flex items-center gap-2 px-1 text-base font-bold">
              <SportIcon sportKey={sport.key} className="size-4.5" />
              {sport.name}
              <span className="text-sm font-medium text-muted tabular-nums">{matches.length}</span>
            </h2>
            <MatchList matches={matches} firstRows={firstRows} />
          </section>
        )
      })}
    </div>
  )
}
