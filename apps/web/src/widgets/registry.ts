import type { WidgetKind } from '@sportsbook/contract'
import { lazy, type ComponentType } from 'react'
import * as eventKinds from './kinds/events.tsx'
import type { WidgetComponent } from './types.ts'

type Loader = () => Promise<Record<string, unknown>>

/** Group modules that have arrived, so a kind whose code is here renders in the same pass. */
const loaded = new WeakMap<Loader, Record<string, unknown>>()
const loadGroup = (load: Loader) =>
  load().then((m) => {
    loaded.set(load, m)
    return m
  })

/**
 * One kind's renderer, loaded with its group's module the first time a page shows it (or `preload`).
 * When the group is already here, React's `lazy` gets a thenable that answers at once, so it renders,
 * or hydrates, that kind in this pass instead of suspending for a promise that is in fact settled.
 */
const from = <K extends WidgetKind>(load: Loader, name: string) => {
  type Module = { default: WidgetComponent<K> }
  const pick = (m: Record<string, unknown>): Module => ({ default: m[name] as WidgetComponent<K> })
  const renderer = lazy((): Promise<Module> => {
    const m = loaded.get(load)
    if (!m) return loadGroup(load).then(pick)
    const now = { then: (resolve: (value: Module) => void) => resolve(pick(m)) }
    return now as unknown as Promise<Module>
  })
  return Object.assign(renderer, { preload: load })
}

const content: Loader = () => import('./kinds/content.tsx')
const navigation: Loader = () => import('./kinds/navigation.tsx')
const others: Loader = () => import('./kinds/other-areas.tsx')
const jackpots: Loader = () => import('./kinds/jackpots.tsx')
const matchDetail: Loader = () => import('./kinds/match-detail.tsx')
const search: Loader = () => import('~/features/search/components/search-widget.tsx')

/**
 * Spec §2: the 46 content widget kinds → their renderers, lazy so a page pays only for the
 * groups its composition uses. Typed per kind: each renderer gets its kind's props. The event
 * listings are the exception: they hold the prices of a page's first paint, and a lazy part of a
 * server-rendered page hydrates late (while live odds keep React busy), so a bettor's first press on
 * a price would be lost. They come with the page. One match's markets or statistics (eventMarkets,
 * eventStats) carry the match page's market code, so they load when placed.
 */
export const WIDGETS: { [K in WidgetKind]: WidgetComponent<K> } = {
  text: from(content, 'Text'),
  label: from(content, 'Label'),
  image: from(content, 'Image'),
  banner: from(content, 'Banner'),
  button: from(content, 'Button'),
  modal: from(content, 'Modal'),
  iframe: from(content, 'Iframe'),
  linkItem: from(content, 'LinkItem'),
  divider: from(content, 'Divider'),
  eventMarkets: from(matchDetail, 'EventMarkets'),
  eventStats: from(matchDetail, 'EventStats'),
  liveEvents: eventKinds.LiveEvents,
  outrights: eventKinds.Outrights,
  prematchEvents: eventKinds.PrematchEvents,
  resultEvents: eventKinds.ResultEvents,
  results: eventKinds.ResultsWidget,
  schedule: eventKinds.Schedule,
  topEvents: eventKinds.TopEvents,
  matchPreview: eventKinds.MatchPreview,
  leagues: from(navigation, 'Leagues'),
  topLeagues: from(navigation, 'TopLeagues'),
  navTopLeagues: from(navigation, 'NavTopLeagues'),
  sportList: from(navigation, 'SportList'),
  speedDial: from(navigation, 'SpeedDial'),
  subMenu: from(navigation, 'SubMenu'),
  sideMenu: from(navigation, 'SideMenu'),
  platformSwitcher: from(navigation, 'PlatformSwitcher'),
  brandLogo: from(navigation, 'BrandLogo'),
  language: from(navigation, 'Language'),
  clock: from(navigation, 'Clock'),
  eventsFilter: from(navigation, 'EventsFilter'),
  mobileSelectionBar: from(navigation, 'MobileSelectionBar'),
  search: from(search, 'SearchWidget'),
  promocode: from(others, 'Promocode'),
  bonuses: from(others, 'Bonuses'),
  mobileBonusesGroup: from(others, 'MobileBonusesGroup'),
  bonus: from(others, 'Bonus'),
  jackpotBanner: from(jackpots, 'JackpotBanner'),
  jackpotLeaderBoard: from(jackpots, 'JackpotLeaderBoard'),
  jackpotCard: from(jackpots, 'JackpotCard'),
  favorites: from(others, 'Favorites'),
  notifications: from(others, 'Notifications'),
  profile: from(others, 'Profile'),
  odds: from(others, 'Odds'),
  chatToggle: from(others, 'ChatToggle'),
  prediction: from(() => import('./kinds/prediction.tsx'), 'Prediction'),
}

/**
 * Starts loading the code of these kinds' groups now. A server-rendered lazy widget hydrates only once
 * its code is here, and until then any change of a context above it (the player, offers, favourites
 * arriving after hydration) makes React drop its HTML for the fallback: the widget vanishes and the
 * page jumps. Loading the code as soon as the page's modules run, not when hydration reaches the
 * widget, closes that window on a phone (issue #31).
 */
export function preloadWidgetKinds(kinds: Iterable<string>): Promise<unknown> {
  const loads = new Set<Loader>()
  for (const kind of kinds) {
    const load = (WIDGETS as Record<string, { preload?: Loader }>)[kind]?.preload
    if (load) loads.add(load)
  }
  return Promise.all([...loads].map((load) => loadGroup(load).catch(() => undefined)))
}

export type AnyWidgetComponent = ComponentType<{ widget: unknown }>
