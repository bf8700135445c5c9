import type { Match } from '@sportsbook/contract'
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { AppLink } from '~/components/ui/app-link.tsx'
import { getMatchesQueryOptions } from '~/features/catalog/api/get-matches.ts'
import { getTournamentsQueryOptions } from '~/features/catalog/api/get-tournaments.ts'
import { LeagueList } from '~/features/catalog/components/league-list.tsx'
import { MatchesSection } from '~/features/catalog/components/matches-section.tsx'
import { listings } from '~/features/catalog/filters.ts'
import { postToHost } from '~/lib/embed/active-bridge.ts'
import { clientPrefetch, serverPrefetch, warm } from '~/lib/route-data.ts'
import { PageTitle } from '~/components/layout/page-title.tsx'
import type { Route } from './+types/home'

const TOP_LEAGUES = { top: true }

/** Spec §7: an embedding host hears which top event the bettor opened (nothing happens standalone). */
const tellHostTopEvent = (match: Match) => void postToHost('top-event-clicked', { matchId: match.id })

async function load(qc: QueryClient, locale: string) {
  await warm([
    qc.prefetchQuery(getMatchesQueryOptions(listings.homeLive(), locale)),
    qc.prefetchQuery(getMatchesQueryOptions(listings.homeTop(), locale)),
    qc.prefetchQuery(getTournamentsQueryOptions(TOP_LEAGUES, locale)),
  ])
  return {}
}

export const loader = ({ request }: Route.LoaderArgs) => serverPrefetch(load, request)
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPrefetch(load, request)

export default function Home({ loaderData }: Route.ComponentProps) {
  const intl = useIntl()
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <PageTitle id="page_title.home" />
      <div className="flex flex-col gap-5">
        <h1 className="sr-only">
          <FormattedMessage id="page.home.title" />
        </h1>
        <MatchesSection
          filters={listings.homeLive()}
          title={intl.formatMessage({ id: 'home.live_now' })}
          action={
            <AppLink to={paths.live()} className="text-sm font-semibold text-brand hover:underline">
              <FormattedMessage id="common.see_all" />
            </AppLink>
          }
          skeletonRows={4}
        />
        <MatchesSection
          filters={listings.homeTop()}
          title={intl.formatMessage({ id: 'home.top_events' })}
          onOpen={tellHostTopEvent}
        />
        <LeagueList filters={TOP_LEAGUES} title={intl.formatMessage({ id: 'home.top_leagues' })} />
      </div>
    </HydrationBoundary>
  )
}
