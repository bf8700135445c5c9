import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { getMatchesQueryOptions } from '~/features/catalog/api/get-matches.ts'
import { MatchesSection } from '~/features/catalog/components/matches-section.tsx'
import { listings } from '~/features/catalog/filters.ts'
import { clientPrefetch, serverPrefetch, warm } from '~/lib/route-data.ts'
import { PageTitle } from '~/components/layout/page-title.tsx'
import type { Route } from './+types/cybersport'

async function load(qc: QueryClient, locale: string) {
  await warm([
    qc.prefetchQuery(getMatchesQueryOptions(listings.cyberLive(), locale)),
    qc.prefetchQuery(getMatchesQueryOptions(listings.cyberUpcoming(), locale)),
  ])
  return {}
}

export const loader = ({ request }: Route.LoaderArgs) => serverPrefetch(load, request)
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPrefetch(load, request)

export default function Cybersport({ loaderData }: Route.ComponentProps) {
  const intl = useIntl()
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <PageTitle id="page_title.cybersport" />
      <div className="flex flex-col gap-5">
        <h1 className="px-1 text-xl font-bold">
          <FormattedMessage id="nav.esports" />
        </h1>
        <MatchesSection filters={listings.cyberLive()} title={intl.formatMessage({ id: 'home.live_now' })} />
        <MatchesSection
          filters={listings.cyberUpcoming()}
          title={intl.formatMessage({ id: 'catalog.upcoming' })}
        />
      </div>
    </HydrationBoundary>
  )
}
