import { MARKET_GROUP_KEYS, type Market, type MarketGroupKey, type Match } from '@sportsbook/contract'
import { isMarketOpen, isMarketSuspended, marketKey, sortMarkets } from '@sportsbook/domain'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { MarketCard } from './market-card.tsx'

interface Props {
  markets: readonly Market[]
  groups: readonly { key: MarketGroupKey; markets_count: number }[]
  home?: string
  away?: string
  bettable: boolean
  /** The match the prices belong to, so pressing one puts it on the bet slip. */
  match?: Match
}

/** Spec §4: not-allowed markets are dropped; of the other closed states only "suspended" stays visible (locked). */
export const visibleMarkets = (markets: readonly Market[]) =>
  markets.filter((m) => (isMarketOpen(m.status) || isMarketSuspended(m.status)) && m.outcomes.length > 0)

/** Consecutive markets of one type (same id and name, differing by specifier) share a card. */
export function groupLines(sorted: readonly Market[]): Market[][] {
  const out: Market[][] = []
  for (const m of sorted) {
    const last = out.at(-1)
    if (last && last[0]!.id === m.id && last[0]!.name === m.name) last.push(m)
    else out.push([m])
  }
  return out
}

/**
 * Market groups as tabs (contract order); each panel lists its markets in the spec §9 order. A group
 * whose markets all closed live (the server's counts are from the first load) loses its tab, and the
 * selection moves to the first remaining one; with none left the page says there are no markets.
 */
export function MarketTabs({ markets, groups, home, away, bettable, match }: Props) {
  const intl = useIntl()
  const [picked, setPicked] = useState<MarketGroupKey | null>(null)
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
  const selected = picked !== null && keys.includes(picked) ? picked : keys[0]!
  return (
    <Tabs
      className="flex flex-col gap-2"
      selectedKey={selected}
      onSelectionChange={(k) => setPicked(k as MarketGroupKey)}
    >
      <TabList
        aria-label={intl.formatMessage({ id: 'market.groups' })}
        className="flex gap-1 overflow-x-auto rounded-md border border-line bg-surface p-1"
      >
        {keys.map((k) => (
          <Tab
            key={k}
            id={k}
            className="shrink-0 cursor-pointer rounded-sm px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted hover:text-fg data-[selected]:bg-brand data-[selected]:text-on-brand"
          >
            {intl.formatMessage({ id: `market.group.${k}` })}
          </Tab>
        ))}
      </TabList>
      {keys.map((k) => (
        <TabPanel key={k} id={k} className="flex flex-col gap-2">
          {groupLines(inGroup(k)).map((lines) => (
            <MarketCard
              key={marketKey(lines[0]!.id, lines[0]!.specifier)}
              lines={lines}
              home={home}
              away={away}
              bettable={bettable}
              match={match}
            />
          ))}
        </TabPanel>
      ))}
    </Tabs>
  )
}
