import type { Tournament } from '@sportsbook/contract'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { AppLink } from '~/components/ui/app-link.tsx'
import { Skeleton } from '~/components/ui/skeleton.tsx'
import { SportIcon } from '~/components/ui/sport-icon.tsx'
import { useTournamentsById } from '../api/get-tournament.ts'
import { useTournaments, type TournamentFilters } from '../api/get-tournaments.ts'

interface Look {
  title: ReactNode
  /** At most this many leagues (a brand's navTopLeagues.limit); all when absent. */
  limit?: number
  /** `cards`: a grid of league cards (content); `nav`: a compact list of links in a nav landmark (menus, sidebars). */
  variant?: 'cards' | 'nav'
}

/**
 * Leagues as a dense tile grid (top leagues on home, all leagues of a sport or category), or as a
 * compact menu of links (a brand's navTopLeagues).
 */
export function LeagueList({ filters, ...look }: Look & { filters: TournamentFilters }) {
  return <LeagueTiles {...useTournaments(filters)} {...look} />
}

/** Leagues named by id (a player's starred leagues), each asked by id (GET /tournaments/{id}). */
export function LeaguesById({ ids, ...look }: Look & { ids: readonly number[] }) {
  const leagues = useTournamentsById(ids)
  if (ids.length === 0) return null
  return <LeagueTiles {...leagues} {...look} />
}

interface TilesProps extends Look {
  data: readonly Tournament[] | undefined
  isPending: boolean
  isError: boolean
}

function LeagueTiles({ data, isPending, isError, title, limit, variant = 'cards' }: TilesProps) {
  const intl = useIntl()
  const headingId = useId()
  if (data?.length === 0 && !isPending && !isError) return null
  const leagues = limit === undefined ? data : data?.slice(0, limit)
  const nav = variant === 'nav'
  const Wrapper = nav ? 'nav' : 'section'
  return (
    // Only the menu is a landmark (navigation); the card grid is a plain section, as many on a page as
    // a brand places, none crowding the landmark list.
    <Wrapper className="flex flex-col gap-2" aria-labelledby={nav ? headingId : undefined}>
      <h2
        id={headingId}
        className={
          nav ? 'px-1 text-xs font-semibold tracking-wide text-muted uppercase' : 'px-1 text-base font-bold'
        }
      >
        {title}
      </h2>
      {isError && (
        <p role="alert" className="text-muted">
          <FormattedMessage id="error.load_failed" />
        </p>
      )}
      <ul
        className={nav ? 'flex flex-col gap-0.5' : 'grid grid-cols-1 gap-1.5 sm:grid-cols-2 xl:grid-cols-3'}
        aria-busy={isPending}
        aria-label={isPending ? intl.formatMessage({ id: 'common.loading' }) : undefined}
      >
        {isPending &&
          Array.from({ length: Math.min(limit ?? 6, 6) }, (_, i) => (
            <li key={i}>
              <Skeleton className={nav ? 'h-8' : 'h-11'} />
            </li>
          ))}
        {leagues?.map((t) => (
          <li key={t.id}>
            <AppLink
              to={paths.league(t.sport.key, t.slug)}
              className={
                nav
                  ? 'flex items-center gap-2.5 rounded-sm px-2 py-1.5 text-sm hover:bg-raised'
                  : 'flex items-center gap-2.5 rounded-md border border-line bg-surface px-3 py-2.5 hover:bg-raised'
              }
            >
              <SportIcon sportKey={t.sport.key} className="size-4 shrink-0 text-muted" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span dir="auto" className={nav ? 'sb-name font-medium' : 'sb-name font-semibold'}>
                  {t.name}
                </span>
                {!nav && (
                  <span dir="auto" className="sb-name text-xs text-muted">
                    {t.category.name}
                  </span>
                )}
              </span>
              <span className="text-xs text-muted tabular-nums">
                {intl.formatMessage({ id: 'catalog.matches_count' }, { count: t.matches_count })}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Wrapper>
  )
}
