import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { SportIcon } from '~/components/ui/sport-icon.tsx'
import { getCategoriesQueryOptions } from '~/features/catalog/api/get-categories.ts'
import { getMatchesQueryOptions } from '~/features/catalog/api/get-matches.ts'
import { getSportsQueryOptions } from '~/features/catalog/api/get-sports.ts'
import { getTournamentsQueryOptions } from '~/features/catalog/api/get-tournaments.ts'
import { CategoryList } from '~/features/catalog/components/category-list.tsx'
import { LeagueList } from '~/features/catalog/components/league-list.tsx'
import { MatchesSection } from '~/features/catalog/components/matches-section.tsx'
import { listings } from '~/features/catalog/filters.ts'
import { clientPrefetch, notFound, serverPrefetch, warm } from '~/lib/route-data.ts'
import { PageTitle } from '~/components/layout/page-title.tsx'
import type { Route } from './+types/sport'

const load = (sportKey: string) => async (qc: QueryClient, locale: string) => {
  const sports = await qc.ensureQueryData(getSportsQueryOptions(locale))
  const sport = sports.find((s) => s.key === sportKey)
  if (!sport) throw notFound()
  await warm([
    qc.prefetchQuery(getCategoriesQueryOptions(sportKey, locale)),
    qc.prefetchQuery(getTournamentsQueryOptions({ sportKey, top: true }, locale)),
    qc.prefetchQuery(getMatchesQueryOptions(listings.sportLive(sportKey), locale)),
    qc.prefetchQuery(getMatchesQueryOptions(listings.sportUpcoming(sportKey), locale)),
  ])
  return { sport }
}

export const loader = ({ params, request }: Route.LoaderArgs) => serverPrefetch(load(params.sport), request)
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) =>
  clientPrefetch(load(params.sport), request)

export default function SportPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl()
  const { sport } = loaderData
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <PageTitle id="page_title.listing" values={{ name: sport.name }} />
      <div className="flex flex-col gap-5">
        <h1 className="flex items-center gap-2 px-1 text-xl font-bold">
          <SportIcon sportKey={sport.key} className="size-5" />
          {sport.name}
        </h1>
        <CategoryList sportKey={sport.key} />
        <MatchesSection
          filters={listings.sportLive(sport.key)}
          title={intl.formatMessage({ id: 'home.live_now' })}
          skeletonRows={3}
        />
        <MatchesSection
          filters={listings.sportUpcoming(sport.key)}
          title={intl.formatMessage({ id: 'catalog.upcoming' })}
        />
        <LeagueList
          filters={{ sportKey: sport.key, top: true }}
          title={intl.formatMessage({ id: 'home.top_leagues' })}
        />
      </div>
    </HydrationBoundary>
  )
}
