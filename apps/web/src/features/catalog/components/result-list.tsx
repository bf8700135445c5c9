import type { Match } from '@sportsbook/contract'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { AppLink } from '~/components/ui/app-link.tsx'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { SportIcon } from '~/components/ui/sport-icon.tsx'
import { useMatches, type MatchFilters } from '../api/get-matches.ts'

/** One side's name and final score on a line, so a screen reader reads "Arsenal 2, Chelsea 1". */
function Side({ name, score }: { name: string; score: number | undefined }) {
  return (
    <span className="flex items-center justify-between gap-3">
      <span dir="auto" className="sb-name font-medium">
        {name}
      </span>
      <span className="font-bold tabular-nums">{score ?? '–'}</span>
    </span>
  )
}

/**
 * A finished match, named by what it shows (WCAG 2.5.3, axe label-content-name-mismatch): sides and
 * scores first, then league and date, which CSS shows on top.
 */
function ResultRow({ match }: { match: Match }) {
  const [home, away] = match.competitors
  const score = match.statistics?.total_score
  return (
    <li>
      <AppLink
        to={paths.match(match.sport.key, match.slug)}
        className="flex items-center gap-3 bg-surface px-3 py-2 hover:bg-raised"
      >
        <SportIcon sportKey={match.sport.key} className="size-4 shrink-0 text-muted" />
        <span className="flex min-w-0 flex-1 flex-col">
          <Side name={home?.name ?? match.name} score={score?.home} />
          {away && <Side name={away.name} score={score?.away} />}
          <span className="order-first truncate text-xs text-muted">
            <span dir="auto">{match.tournament.name}</span> ·{' '}
            <FormattedDate
              value={match.start_time}
              day="numeric"
              month="short"
              hour="2-digit"
              minute="2-digit"
            />
          </span>
        </span>
      </AppLink>
    </li>
  )
}

/** Finished matches with their final scores (spec §2 results page and results widgets). */
export function ResultList({ filters, title }: { filters: MatchFilters; title?: ReactNode }) {
  const intl = useIntl()
  const { data, isPending, isError } = useMatches(filters)
  return (
    <section className="flex flex-col gap-2" aria-label={typeof title === 'string' ? title : undefined}>
      {title && <h2 className="px-1 text-base font-bold">{title}</h2>}
      {isPending ? (
        <RowsSkeleton rows={4} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : isError ? (
        <p role="alert" className="text-muted">
          <FormattedMessage id="error.load_failed" />
        </p>
      ) : data.data.length === 0 ? (
        <p className="rounded-md bg-surface px-4 py-6 text-center text-muted">
          <FormattedMessage id="results.empty" />
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-md border border-line">
          {data.data.map((m) => (
            <ResultRow key={m.id} match={m} />
          ))}
        </ul>
      )}
    </section>
  )
}
