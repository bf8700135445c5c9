import type { MarketList, Match } from '@sportsbook/contract'
import { lazy, memo, Suspense, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageTitle } from '~/components/layout/page-title.tsx'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { useHeldUntilReady } from '~/lib/use-held-until-ready.ts'
import { useMarkets } from '../api/get-markets.ts'
import { useMatch } from '../api/get-match.ts'
import { useMatchLive } from '../hooks/use-match-live.ts'
import { MatchCentreStrip } from './match-centre-strip.tsx'
import { MatchHeader } from './match-header.tsx'
import { StaleMark } from '~/components/ui/stale-mark.tsx'

// Server-rendered, then hydrated when its code arrives: react-aria's Tabs (~35 KB gzip with their
// collections and focus code) are not in the first load of the match and league pages (budgets.json).
const loadMarketTabs = () => import('./market-tabs.tsx')
const MarketTabs = lazy(() => loadMarketTabs().then((m) => ({ default: m.MarketTabs })))
// Fetched as soon as this page's code runs in the browser (hydration, or a navigation to a match),
// alongside the page's data rather than after it.
if (typeof window !== 'undefined') void loadMarketTabs()

// The lazy tabs behind memo, given held props (useHeldUntilReady) until they have hydrated: a live
// update reaching their boundary earlier would replace the server's HTML with the fallback.
const TabsSlot = memo(function TabsSlot({
  match,
  list,
  onReady,
}: {
  match: Match
  list: MarketList
  onReady: () => void
}) {
  const intl = useIntl()
  const [home, away] = match.competitors
  return (
    <Suspense fallback={<RowsSkeleton rows={6} label={intl.formatMessage({ id: 'common.loading' })} />}>
      <MarketTabs
        markets={list.data}
        groups={list.groups}
        home={home?.name}
        away={away?.name}
        bettable={match.bettable}
        match={match}
        onReady={onReady}
      />
    </Suspense>
  )
})

/**
 * The match page, markets first (issue #29): the compact scoreboard, the player's bets on the match,
 * the match centre closed to one strip of tabs, then the market groups and their markets (loaded
 * separately, skeleton meanwhile).
 */
export function MatchView({ matchId, belowHeader }: { matchId: number; belowHeader?: ReactNode }) {
  const intl = useIntl()
  const match = useMatch(matchId)
  const markets = useMarkets(matchId)
  useMatchLive(matchId)
  const live = { match: match.data, list: markets.data }
  const [tabs, tabsReady] = useHeldUntilReady(live)
  if (!match.data)
    return (
      <>
        <PageTitle />
        <RowsSkeleton rows={8} label={intl.formatMessage({ id: 'common.loading' })} />
      </>
    )
  const [home, away] = match.data.competitors
  // Held only where there was something to hold (a page rendered on the server with its data).
  const tabsData = tabs.match && tabs.list ? { match: tabs.match, list: tabs.list } : live
  return (
    <div className="flex flex-col gap-2">
      <PageTitle id="page_title.match" values={{ home: home?.name ?? '', away: away?.name ?? '' }} />
      <MatchHeader match={match.data} />
      <StaleMark what="prices" />
      {belowHeader}
      <MatchCentreStrip match={match.data} />
      {markets.isPending ? (
        <RowsSkeleton rows={6} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : markets.isError ? (
        <p role="alert" className="rounded-md bg-surface px-4 py-6 text-center text-muted">
          <FormattedMessage id="error.load_failed" />
        </p>
      ) : markets.data.data.length === 0 ? (
        <p className="rounded-md bg-surface px-4 py-6 text-center text-muted">
          <FormattedMessage id="market.none" />
        </p>
      ) : (
        <TabsSlot
          match={tabsData.match ?? match.data}
          list={tabsData.list ?? markets.data}
          onReady={tabsReady}
        />
      )}
    </div>
  )
}
