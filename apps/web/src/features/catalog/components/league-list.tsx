import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { AppLink } from '~/components/ui/app-link.tsx'
import { Skeleton } from '~/components/ui/skeleton.tsx'
import { SportIcon } from '~/components/ui/sport-icon.tsx'
import type { Tournament } from '@sportsbook/contract'
import { useTournamentsById } from '../api/get-tournament.ts'
import { useTournaments, type TournamentFilters } from '../api/get-tournaments.ts'

/** Leagues as a dense tile grid (top leagues on home, all leagues of a sport or category). */
export function LeagueList({ filters, title }: { filters: TournamentFilters; title: ReactNode }) {
  return <LeagueTiles {...useTournaments(filters)} title={title} />
}

/** Leagues named by id (a player's starred leagues), each asked by id (GET /tournaments/{id}). */
export function LeaguesById({ ids, title }: { ids: readonly number[]; title: ReactNode }) {
  const leagues = useTournamentsById(ids)
  if (ids.length === 0) return null
  return <LeagueTiles {...leagues} title={title} />
}

interface TilesProps {
  data: readonly Tournament[] | undefined
  isPending: boolean
  isError: boolean
  title: ReactNode
}

function LeagueTiles({ data, isPending, isError, title }: TilesProps) {
  const intl = useIntl()
  if (data?.length === 0 && !isPending && !isError) return null
  return (
    <section className="flex flex-col gap-2">
      <h2 className="px-1 text-base font-bold">{title}</h2>
      {isError && (
        <p role="alert" className="text-muted">
          <FormattedMessage id="error.load_failed" />
        </p>
      )}
      <ul
        className="grid grid-cols-1 gap-1.5 sm:grid-cols-2 xl:grid-cols-3"
        aria-busy={isPending}
        aria-label={isPending ? intl.formatMessage({ id: 'common.loading' }) : undefined}
      >
        {isPending &&
          Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-11" />
            </li>
          ))}
        {data?.map((t) => (
          <li key={t.id}>
            <AppLink
              to={paths.league(t.sport.key, t.slug)}
              className="flex items-center gap-2.5 rounded-md border border-line bg-surface px-3 py-2.5 hover:bg-raised"
            >
              <SportIcon sportKey={t.sport.key} className="size-4 shrink-0 text-muted" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span dir="auto" className="sb-name font-semibold">
                  {t.name}
                </span>
                <span dir="auto" className="sb-name text-xs text-muted">
                  {t.category.name}
                </span>
              </span>
              <span className="text-xs text-muted tabular-nums">
                {intl.formatMessage({ id: 'catalog.matches_count' }, { count: t.matches_count })}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
