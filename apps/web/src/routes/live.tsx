import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import { getMatchesQueryOptions } from '~/features/catalog/api/get-matches.ts'
import { LiveBySport } from '~/features/catalog/components/live-by-sport.tsx'
import { listings } from '~/features/catalog/filters.ts'
import { clientPrefetch, serverPrefetch, warm } from '~/lib/route-data.ts'
import { PageTitle } from '~/components/layout/page-title.tsx'
import type { Route } from './+types/live'

async function load(qc: QueryClient, locale: string) {
  await warm([qc.prefetchQuery(getMatchesQueryOptions(listings.allLive(), locale))])
  return {}
}

export const loader = ({ request }: Route.LoaderArgs) => serverPrefetch(load, request)
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPrefetch(load, request)

export default function Live({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <PageTitle id="page_title.live" />
      <div className="flex flex-col gap-4">
        <h1 className="px-1 text-xl font-bold">
          <FormattedMessage id="page.live.title" />
        </h1>
        <LiveBySport filters={listings.allLive()} />
      </div>
    </HydrationBoundary>
  )
}
