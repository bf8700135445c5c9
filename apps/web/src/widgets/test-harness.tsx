import { Brand, type BrandInput, type Widget } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { createRoutesStub } from 'react-router'
import { getMatchesQueryOptions } from '~/features/catalog/api/get-matches.ts'
import { getSportsQueryOptions } from '~/features/catalog/api/get-sports.ts'
import { getTournamentQueryOptions } from '~/features/catalog/api/get-tournament.ts'
import { getTournamentsQueryOptions } from '~/features/catalog/api/get-tournaments.ts'
import { getMarketsQueryOptions } from '~/features/match/api/get-markets.ts'
import { getMatchQueryOptions } from '~/features/match/api/get-match.ts'
import { voteQueryOptions } from '~/features/match/api/vote.ts'
import { jackpotQueryKey } from '~/features/jackpots/api/get-jackpot.ts'
import { jackpotsQueryKey } from '~/features/jackpots/api/get-jackpots.ts'
import { jackpotHitsQueryOptions } from '~/features/jackpots/api/get-jackpot-hits.ts'
import { BrandContext } from '~/lib/brand/brand-context.ts'
import { messagesFor } from '~/lib/i18n.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { marketFixture, matchFixture, sportFixture, tournamentFixture } from '~/testing/fixtures.ts'
import { JACKPOT } from '~/testing/jackpot-fixture.ts'
import { widgetMatchFilters } from './filters.ts'
import { WidgetArea } from './widget-area.tsx'

export const MATCH = matchFixture({
  id: 7,
  name: 'Harbour City vs Lakeside Rovers',
  competitors: [
    { id: 'h', name: 'Harbour City', abbreviation: 'HAR', qualifier: 'home', logo: null, country_code: null },
    {
      id: 'a',
      name: 'Lakeside Rovers',
      abbreviation: 'LAK',
      qualifier: 'away',
      logo: null,
      country_code: null,
    },
  ],
})
export { JACKPOT }
/** The match's markets, as GET /matches/{id}/markets answers: the main market, 1.85 / 3.60 / 4.20. */
export const MARKETS = {
  data: [marketFixture({ name: 'Match result' })],
  groups: [{ key: 'main' as const, markets_count: 1 }],
  pagination: { total: 1, page: 1, limit: 500, last_page: 1 },
}
export const TOURNAMENT = tournamentFixture({ name: 'Coastal League' })
export const SPORT = sportFixture({ name: 'Soccer' })

/** The match's prediction so far, as GET /vote answers a visitor. */
export const VOTE = {
  match_id: MATCH.id,
  open: true,
  total: 20,
  options: [
    { choice: 'home' as const, votes: 11, percent: 55 },
    { choice: 'draw' as const, votes: 4, percent: 20 },
    { choice: 'away' as const, votes: 5, percent: 25 },
  ],
  my_vote: null,
}

/** A valid brand (defaults filled by the contract) with `over` on top. */
export const testBrand = (over: Partial<BrandInput> = {}): Brand =>
  Brand.parse({
    id: 'test',
    name: 'Test Bet',
    theme: { colors: { dark: {}, light: {} }, logo: { text: 'Test Bet' } },
    locales: ['en'],
    currencies: ['EUR'],
    navigation: {},
    pages: { home: [{ kind: 'divider' }] },
    content: { about: { en: 'About' }, general_rules: { en: 'Rules' } },
    iframe_origins: ['https://games.example'],
    ...over,
  })

export interface HarnessOptions {
  brand?: Brand
  /** What the page's route loader answers: `{ resolved: { kind: 'match' } }` makes it a match page. */
  routeData?: unknown
}

/**
 * Renders `ui` as a visitor's page of a data router (widgets read the route's matches), with every
 * query the `widgets` ask for already answered (no network). The page appears once its loader ran.
 */
export function renderInApp(
  ui: ReactNode,
  widgets: readonly Widget[] = [],
  { brand = testBrand(), routeData = null }: HarnessOptions = {},
) {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  const page = (m = MATCH) => ({ data: [m], pagination: { total: 1, page: 1, limit: 50, last_page: 1 } })
  for (const w of widgets) {
    const f = widgetMatchFilters(w)
    if (f)
      qc.setQueryData(
        getMatchesQueryOptions(f, 'en').queryKey,
        page(f.statuses?.[0] === 4 ? { ...MATCH, status: 4 } : MATCH),
      )
  }
  qc.setQueryData(getSportsQueryOptions('en').queryKey, [SPORT])
  qc.setQueryData(getTournamentsQueryOptions({ top: true }, 'en').queryKey, [TOURNAMENT])
  qc.setQueryData(getTournamentsQueryOptions({ sportKey: 'soccer', top: undefined }, 'en').queryKey, [
    TOURNAMENT,
  ])
  qc.setQueryData(getMatchQueryOptions(MATCH.id, 'en').queryKey, MATCH)
  qc.setQueryData(getTournamentQueryOptions(TOURNAMENT.id, 'en').queryKey, TOURNAMENT)
  qc.setQueryData(getMarketsQueryOptions(MATCH.id, 'en').queryKey, MARKETS)
  // A visitor: widgets that need a player say so; the prediction shows the shares so far.
  qc.setQueryData(playerQueryKey, null)
  qc.setQueryData(voteQueryOptions(MATCH.id, null).queryKey, VOTE)
  qc.setQueryData(jackpotsQueryKey, { data: [JACKPOT], total: 1, page: 1, limit: 500 })
  qc.setQueryData(jackpotQueryKey(JACKPOT.id), JACKPOT)
  qc.setQueryData(jackpotHitsQueryOptions({}).queryKey, { data: [], total: 0, page: 1, limit: 10 })
  const Page = () => (
    <QueryClientProvider client={qc}>
      <BrandContext value={brand}>{ui}</BrandContext>
    </QueryClientProvider>
  )
  const Stub = createRoutesStub([{ path: '/', Component: Page, loader: () => routeData }])
  return render(
    <IntlProvider locale="en" defaultLocale="en" messages={messagesFor('en')}>
      <Stub />
    </IntlProvider>,
  )
}

/** A brand page's widget area (each kind lazy, as on the site) in `renderInApp`. */
export const renderWidgets = (widgets: Widget[], options?: HarnessOptions) =>
  renderInApp(<WidgetArea widgets={widgets} />, widgets, options)
