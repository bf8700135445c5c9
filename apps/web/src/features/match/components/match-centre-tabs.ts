import type { Match } from '@sportsbook/contract'

/**
 * The match centre's tabs: spec §2's side tabs STATISTICS (with the tracker), STREAM and CHAT, and
 * TRENDS (the main market's price trends and the prediction vote, issue #29), in this order.
 */
export const CENTRE_TABS = ['statistics', 'stream', 'chat', 'trends'] as const
export type CentreTab = (typeof CENTRE_TABS)[number]

/** The URL hash that opens a tab (`#chat`: the chatToggle widget links the chat this way). */
export const matchCentreHash = (tab: CentreTab) => `#${tab}`

/** The tab a URL hash names, if any. */
export const tabOfHash = (hash: string): CentreTab | undefined =>
  CENTRE_TABS.find((k) => matchCentreHash(k) === hash)

/** The tabs a match offers: trends and the vote are a fixture's (an outright has neither). */
export const centreTabs = (match: Pick<Match, 'type'>): readonly CentreTab[] =>
  match.type === 'match' ? CENTRE_TABS : CENTRE_TABS.filter((k) => k !== 'trends')
