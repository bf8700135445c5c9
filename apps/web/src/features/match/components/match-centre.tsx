import { SPORT_STAT_KEYS, type Match } from '@sportsbook/contract'
import { MATCH_STATUS } from '@sportsbook/domain'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { useHydratedHash } from '~/hooks/use-hydrated-hash.ts'
import { useMatchStatistics, useMatchTimeline } from '../api/get-match-stats.ts'
import { useHydrated } from '~/lib/use-hydrated.ts'
import { ChatPanel } from './chat-panel.tsx'
import { MatchTracker } from './match-tracker.tsx'
import { StatsPanel } from './stats-panel.tsx'
import { StreamPanel } from './stream-panel.tsx'

const TABS = ['statistics', 'stream', 'chat'] as const
type TabKey = (typeof TABS)[number]

/** The URL hash that opens a side tab (`#chat`: the chatToggle widget links the chat this way). */
export const matchCentreHash = (tab: TabKey) => `#${tab}`

/**
 * The match side tabs of spec §2 (STATISTICS, STREAM, CHAT). Statistics and the timeline come over
 * REST once and then with every match_changed of the match channel (use-match-live), so the numbers
 * move without polling.
 */
export function MatchCentre({ match, onReady }: { match: Match; onReady?: () => void }) {
  const intl = useIntl()
  // Mounted (hydrated): the page may pass live props from now on (match-view.tsx).
  useEffect(() => onReady?.(), [onReady])
  // The server renders the default tab (it never sees the hash); the hash's tab follows hydration.
  const hash = useHydratedHash()
  const wanted = TABS.find((k) => matchCentreHash(k) === hash)
  const [tab, setTab] = useState<TabKey>(wanted ?? 'statistics')
  const box = useRef<HTMLDivElement>(null)
  // A hash naming a tab (a link, the chatToggle widget) opens it and brings the centre into view.
  useEffect(() => {
    if (!wanted) return
    setTab(wanted)
    box.current?.scrollIntoView({ block: 'nearest' })
  }, [wanted])
  const started = match.status !== MATCH_STATUS.PREMATCH
  const stats = useMatchStatistics(match.id, started)
  const timeline = useMatchTimeline(match.id, started)
  // Fetched in the browser only: the hydrating render shows what the server rendered (none of it).
  const hydrated = useHydrated()
  const loaded = hydrated ? timeline.data?.events : undefined
  const events = loaded ?? []
  // The server keeps their place (placeholder counters, an empty tracker) where the provider covers the
  // sport, so that their arrival does not push the markets down.
  const covered = started && SPORT_STAT_KEYS[match.sport.key] !== undefined
  return (
    <div ref={box}>
      <Tabs
        className="flex flex-col gap-2 rounded-md border border-line bg-surface p-2"
        selectedKey={tab}
        onSelectionChange={(k) => setTab(k as TabKey)}
      >
        <TabList aria-label={intl.formatMessage({ id: 'match_centre.tabs' })} className="flex gap-1">
          {TABS.map((k) => (
            <Tab
              key={k}
              id={k}
              className="flex-1 cursor-pointer rounded-sm px-3 py-1.5 text-center text-xs font-semibold tracking-wide text-muted uppercase hover:text-fg data-[selected]:bg-brand data-[selected]:text-on-brand"
            >
              {intl.formatMessage({ id: `match_centre.tab.${k}` })}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="statistics" className="grid items-start gap-4 p-1 md:grid-cols-2">
          <StatsPanel
            match={match}
            stats={hydrated ? stats.data : undefined}
            loading={started && (!hydrated || stats.isPending)}
          />
          {(covered || events.length > 0) && (
            <MatchTracker match={match} events={timeline.isError ? [] : loaded} />
          )}
        </TabPanel>
        <TabPanel id="stream" className="p-1">
          <StreamPanel match={match} events={events} />
        </TabPanel>
        <TabPanel id="chat" className="p-1">
          <ChatPanel matchId={match.id} />
        </TabPanel>
      </Tabs>
    </div>
  )
}
