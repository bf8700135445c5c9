import { MARKET_GROUP_KEYS, type Market, type MarketGroupKey, type Match } from '@sportsbook/contract'
import { marketKey, sortMarkets } from '@sportsbook/domain'
import { lazy, Suspense, useEffect, useState } from 'react'
import { MATCH_STATUS } from '@sportsbook/domain'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { FormattedMessage, useIntl } from 'react-intl'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { useFeature } from '~/lib/brand/features.ts'
import { MarketCard } from './market-card.tsx'
import { groupLines, visibleMarkets } from './market-lines.ts'
import { ALL, TOP, allMarkets, topMarkets, type SpecialTab } from './special-tabs.ts'

const BetBuilder = lazy(() => import('./bet-builder.tsx').then((m) => ({ default: m.BetBuilder })))

/** The bet builder's tab, addressed by the URL hash #betBuilder (spec §2). */
export const BET_BUILDER = 'betBuilder'
type TabKey = MarketGroupKey | typeof BET_BUILDER | SpecialTab

/** Whether the page address asks for the bet builder. */
const hashWantsBuilder = () => typeof window !== 'undefined' && window.location.hash === `#${BET_BUILDER}`

interface Props {
  markets: readonly Market[]
  groups: readonly { key: MarketGroupKey; markets_count: number }[]
  home?: string
  away?: string
  bettable: boolean
  /** The match the prices belong to, so pressing one puts it on the bet slip. */
  match?: Match
  /** Called once mounted (hydrated), so the page can pass live props from then on (match-view.tsx). */
  onReady?: () => void
}

/**
 * Market groups as tabs (contract order), the first selected, then spec §2's special keys: the
 * match's own top markets (`top`, when it has any open) and every market in one list (`all`, when more
 * than one group shows); each panel lists its markets in the spec §9 order. A group
 * whose markets all closed live (the server's counts are from the first load) loses its tab, and the
 * selection moves to the first remaining one; with none left the page says there are no markets.
 */
export function MarketTabs({ markets, groups, home, away, bettable, match, onReady }: Props) {
  const intl = useIntl()
  useEffect(() => onReady?.(), [onReady])
  const [picked, setPicked] = useState<TabKey | null>(null)
  // A custom bet combines markets of a match that can still be bet on (prematch or live, spec §4),
  // where the brand offers custom bets.
  const customBet = useFeature('custom_bet')
  const builder =
    customBet &&
    match !== undefined &&
    (match.status === MATCH_STATUS.PREMATCH || match.status === MATCH_STATUS.LIVE) &&
    markets.some((m) => m.custom_bet_groups.length > 0)
  useEffect(() => {
    if (builder && hashWantsBuilder()) setPicked(BET_BUILDER)
  }, [builder])
  const pick = (k: TabKey) => {
    setPicked(k)
    // The hash follows the tab (replace: tabs are not history entries), so the builder can be linked.
    const url = new URL(window.location.href)
    url.hash = k === BET_BUILDER ? BET_BUILDER : url.hash === `#${BET_BUILDER}` ? '' : url.hash
    window.history.replaceState(window.history.state, '', url)
  }
  const shown = visibleMarkets(markets)
  const inGroup = (key: MarketGroupKey) => sortMarkets(shown.filter((m) => m.market_groups.includes(key)))
  const keys = MARKET_GROUP_KEYS.filter(
    (k) =>
      groups.some((g) => g.key === k && g.markets_count > 0) &&
      shown.some((m) => m.market_groups.includes(k)),
  )
  if (keys.length === 0) {
    return (
      <p className="rounded-md bg-surface px-4 py-6 text-center text-muted">
        <FormattedMessage id="market.none" />
      </p>
    )
  }
  const top = topMarkets(match, shown)
  const all = keys.length > 1 ? allMarkets(shown) : []
  const special = (
    [
      [TOP, top],
      [ALL, all],
    ] as const
  ).filter(([, list]) => list.length > 0)
  const tabs: TabKey[] = [...keys, ...special.map(([key]): TabKey => key)]
  if (builder) tabs.push(BET_BUILDER)
  const selected = picked !== null && tabs.includes(picked) ? picked : keys[0]!
  const panel = (list: readonly Market[]) =>
    groupLines(list).map((lines) => (
      <MarketCard
        key={marketKey(lines[0]!.id, lines[0]!.specifier)}
        lines={lines}
        home={home}
        away={away}
        bettable={bettable}
        match={match}
      />
    ))
  const tabClass =
    'shrink-0 cursor-pointer rounded-sm px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted hover:text-fg data-[selected]:bg-brand data-[selected]:text-on-brand'
  return (
    <Tabs className="flex flex-col gap-2" selectedKey={selected} onSelectionChange={(k) => pick(k as TabKey)}>
      <TabList
        aria-label={intl.formatMessage({ id: 'market.groups' })}
        className="flex gap-1 overflow-x-auto rounded-md border border-line bg-surface p-1"
      >
        {keys.map((k) => (
          <Tab key={k} id={k} className={tabClass}>
            {intl.formatMessage({ id: `market.group.${k}` })}
          </Tab>
        ))}
        {special.map(([key]) => (
          <Tab key={key} id={key} className={tabClass}>
            {intl.formatMessage({ id: `market.special.${key}` })}
          </Tab>
        ))}
        {builder && (
          <Tab id={BET_BUILDER} className={tabClass}>
            {intl.formatMessage({ id: 'match_centre.builder.tab' })}
          </Tab>
        )}
      </TabList>
      {special.map(([key, list]) => (
        <TabPanel key={key} id={key} className="flex flex-col gap-2">
          {panel(list)}
        </TabPanel>
      ))}
      {keys.map((k) => (
        <TabPanel key={k} id={k} className="flex flex-col gap-2">
          {panel(inGroup(k))}
        </TabPanel>
      ))}
      {builder && match && (
        <TabPanel id={BET_BUILDER}>
          <Suspense fallback={<RowsSkeleton rows={4} label={intl.formatMessage({ id: 'common.loading' })} />}>
            <BetBuilder match={match} home={home} away={away} live={markets} />
          </Suspense>
        </TabPanel>
      )}
    </Tabs>
  )
}
