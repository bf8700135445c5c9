// Every content widget kind of spec §2 once, with typical props (issue #33.5: the demo brands place
// 12 of the 46): the development gallery page (`/sports/dev/widgets`) shows them so each is seen,
// and the e2e checks each renders and passes axe. A kind that needs a match gets the page's.
import { Widget, WIDGET_KINDS, type WidgetKind } from '@sportsbook/contract'

const en = (text: string) => ({ en: text })
const page = (p: string) => ({ type: 'page', page: p })

/** Props per kind; `match` is a match the reference backend lists now. */
const PROPS = (match: number | undefined): { [K in WidgetKind]: Record<string, unknown> } => ({
  text: { html: en('<p>Welcome to the <strong>widget gallery</strong>.</p>') },
  label: { text: en('Prices move fast'), tone: 'muted' },
  image: { src: '/api/sportsbook/assets/crests/SIL-4c1a63.svg', alt: en('A team crest') },
  banner: {
    heading: en('Big match night'),
    href: '/sports/live',
    cta: en('Bet live'),
    layout: 'Slider',
    items: [
      {
        kind: 'Promo',
        heading: en('Acca boost'),
        text: en('Up to +20 % on combos'),
        href: '/sports/promotions',
        cta: en('See offers'),
      },
      ...(match ? [{ kind: 'Event', match_id: match }] : []),
    ],
  },
  button: { label: en('Go live'), target: page('in_play') },
  modal: { trigger: en('Read the terms'), html: en('<p>Bets stand once accepted.</p>') },
  iframe: { src: 'https://games.example/frame', label: en('Mini game') },
  linkItem: { target: page('results') },
  divider: {},
  eventMarkets: { match_id: match ?? 1 },
  eventStats: { match_id: match ?? 1 },
  matchPreview: { match_id: match },
  liveEvents: { limit: 3 },
  prematchEvents: { limit: 3, layout: 'Tile' },
  topEvents: { limit: 3, layout: 'Slider' },
  schedule: { limit: 3 },
  outrights: { limit: 2 },
  results: { limit: 3, title: en('Results') },
  resultEvents: { limit: 3 },
  leagues: { sport: 'soccer' },
  topLeagues: {},
  navTopLeagues: { limit: 5 },
  sportList: { layout: 'Slider' },
  speedDial: { items: [page('schedule'), page('results')] },
  subMenu: { items: [page('about'), page('general_rules')] },
  sideMenu: {},
  platformSwitcher: { items: [{ label: en('Casino'), href: 'https://casino.example' }] },
  brandLogo: {},
  language: {},
  clock: {},
  eventsFilter: {},
  search: {},
  mobileSelectionBar: {},
  promocode: {},
  bonuses: { layout: 'Tile' },
  mobileBonusesGroup: { title: en('Offers on the go') },
  bonus: {},
  jackpotBanner: {},
  jackpotLeaderBoard: {},
  jackpotCard: {},
  favorites: {},
  notifications: {},
  profile: {},
  odds: {},
  chatToggle: {},
  prediction: { match_id: match },
})

/** The 46 kinds, each a valid widget of the brand file's schema, in the spec's order. */
export function galleryWidgets(match: number | undefined): Widget[] {
  const props = PROPS(match)
  return WIDGET_KINDS.map((kind) => Widget.parse({ kind, id: `gallery-${kind}`, ...props[kind] }))
}
