import type { Category, Tournament } from '@sportsbook/contract'
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { redirect, useSearchParams } from 'react-router'
import { hasLocaleSegment, href, localeFromPathname, paths } from '~/config/paths.ts'
import {
  getCategoriesQueryOptions,
  getCategoryQueryOptions,
  useCategory,
} from '~/features/catalog/api/get-categories.ts'
import { getMatchesQueryOptions } from '~/features/catalog/api/get-matches.ts'
import { getSportsQueryOptions } from '~/features/catalog/api/get-sports.ts'
import { getTournamentsQueryOptions } from '~/features/catalog/api/get-tournaments.ts'
import { LazyOutrightList } from '~/features/catalog/components/lazy-outright-list.tsx'
import { LeagueList } from '~/features/catalog/components/league-list.tsx'
import { MatchesSection } from '~/features/catalog/components/matches-section.tsx'
import { listings } from '~/features/catalog/filters.ts'
import { ListingControls, ShowMore } from '~/features/catalog/components/listing-controls.tsx'
import { listingFilters } from '~/features/catalog/listing-params.ts'
import { getMarketsQueryOptions } from '~/features/match/api/get-markets.ts'
import { getMatchQueryOptions } from '~/features/match/api/get-match.ts'
import { MatchView } from '~/features/match/components/match-view.tsx'
import { LazyMatchBetsStrip } from '~/features/my-bets/components/lazy-match-bets-strip.tsx'
import { clientPrefetch, notFound, orNotFound, serverPrefetch, warm } from '~/lib/route-data.ts'
import { FavouriteStar } from '~/components/ui/favourite-star.tsx'
import { PageTitle } from '~/components/layout/page-title.tsx'
import type { Route } from './+types/sport-slug'

/** Match slugs end in "-<id>"; category and league slugs never do (the API guarantees it). */
export const MATCH_SLUG = /-(\d+)$/

/** The listing parameters a category or league page offers (spec §2); `page` comes with Show more. */
const LEAGUE_FIELDS = ['date', 'time', 'sortBy', 'isBettable'] as const

type Resolved =
  | { kind: 'match'; matchId: number }
  | { kind: 'category'; category: Category }
  | { kind: 'league'; league: Tournament }

/** /sports/:sport/:slug is a match, a category or a league of that sport, tried in that order; else 404. */
const resolve =
  (sportKey: string, slug: string, url: URL) =>
  async (qc: QueryClient, locale: string): Promise<Resolved> => {
    const id = MATCH_SLUG.exec(slug)?.[1]
    if (id) {
      const match = await orNotFound(qc.ensureQueryData(getMatchQueryOptions(Number(id), locale)))
      if (match.sport.key !== sportKey || match.slug !== slug) {
        // Old or mistyped slugs of a real match lead to its canonical address.
        const locale = localeFromPathname(url.pathname)
        throw redirect(
          href(paths.match(match.sport.key, match.slug), locale, hasLocaleSegment(url.pathname)),
          301,
        )
      }
      await warm([qc.prefetchQuery(getMarketsQueryOptions(match.id, locale))])
      return { kind: 'match', matchId: match.id }
    }
    const sports = await qc.ensureQueryData(getSportsQueryOptions(locale))
    if (!sports.some((s) => s.key === sportKey)) throw notFound()
    const categories = await qc.ensureQueryData(getCategoriesQueryOptions(sportKey, locale))
    const category = categories.find((c) => c.slug === slug)
    if (category) {
      await warm([
        qc.prefetchQuery(getCategoryQueryOptions(category.id, locale)),
        qc.prefetchQuery(getTournamentsQueryOptions({ sportKey, categoryId: category.id }, locale)),
        qc.prefetchQuery(
          getMatchesQueryOptions(listingFilters(listings.category(category.id), url.searchParams), locale),
        ),
      ])
      return { kind: 'category', category }
    }
    const league = (await qc.ensureQueryData(getTournamentsQueryOptions({ sportKey }, locale))).find(
      (t) => t.slug === slug,
    )
    if (!league) throw notFound()
    await warm([
      qc.prefetchQuery(
        getMatchesQueryOptions(listingFilters(listings.league(league.id), url.searchParams), locale),
      ),
      qc.prefetchQuery(getMatchesQueryOptions(listings.leagueOutrights(league.id), locale)),
    ])
    return { kind: 'league', league }
  }

export const loader = ({ params, request }: Route.LoaderArgs) =>
  serverPrefetch(
    async (qc, locale) => ({
      resolved: await resolve(params.sport, params.slug, new URL(request.url))(qc, locale),
    }),
    request,
  )
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) =>
  clientPrefetch(
    async (qc, locale) => ({
      resolved: await resolve(params.sport, params.slug, new URL(request.url))(qc, locale),
    }),
    request,
  )

function CategoryPage({ category: listed }: { category: Category }) {
  const intl = useIntl()
  const category = useCategory(listed).data ?? listed
  const [search] = useSearchParams()
  const filters = listingFilters(listings.category(category.id), search)
  return (
    <div className="flex flex-col gap-5">
      <PageTitle id="page_title.listing" values={{ name: category.name }} />
      <h1 className="px-1 text-xl font-bold">{category.name}</h1>
      <LeagueList
        filters={{ sportKey: category.sport.key, categoryId: category.id }}
        title={intl.formatMessage({ id: 'catalog.leagues' })}
      />
      <ListingControls fields={LEAGUE_FIELDS} />
      <MatchesSection filters={filters} title={intl.formatMessage({ id: 'catalog.matches' })} />
      <ShowMore filters={filters} />
    </div>
  )
}

function LeaguePage({ league }: { league: Tournament }) {
  const [search] = useSearchParams()
  const filters = listingFilters(listings.league(league.id), search)
  return (
    <div className="flex flex-col gap-3">
      <PageTitle id="page_title.listing" values={{ name: league.name }} />
      <div className="px-1">
        <p className="text-xs text-muted">
          {league.sport.name} · {league.category.name}
        </p>
        <div className="flex items-center gap-1">
          <h1 className="text-xl font-bold">{league.name}</h1>
          <FavouriteStar type="leagues" id={league.id} name={league.name} />
        </div>
      </div>
      <ListingControls fields={LEAGUE_FIELDS} />
      <MatchesSection filters={filters} showLeague={false} skeletonRows={8} />
      <ShowMore filters={filters} />
      <LazyOutrightList filters={listings.leagueOutrights(league.id)} />
    </div>
  )
}

export default function SportSlug({ loaderData }: Route.ComponentProps) {
  const r = loaderData.resolved
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      {r.kind === 'match' ? (
        <MatchView
          key={r.matchId}
          matchId={r.matchId}
          belowHeader={<LazyMatchBetsStrip matchId={r.matchId} />}
        />
      ) : r.kind === 'category' ? (
        <CategoryPage category={r.category} />
      ) : (
        <LeaguePage league={r.league} />
      )}
    </HydrationBoundary>
  )
}
