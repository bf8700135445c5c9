// Every spec §2 widget kind renders from its brand-file entry (props validated by the contract).
import { Widget, WIDGET_KINDS, type WidgetKind } from '@sportsbook/contract'
import { screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '~/testing/fixtures.ts'
import { renderWidgets } from './test-harness.tsx'

vi.mock('~/features/catalog/hooks/use-listing-live.ts', () => ({ useListingLive: () => {} }))

const en = (s: string) => ({ en: s })
const page = (p: string) => ({ type: 'page', page: p })

type Check = () => Promise<unknown>
// A kind's module loads on first use; the first of each group takes a moment in a cold test run.
const LOAD = { timeout: 5000 }
const text = (t: string | RegExp) => () => screen.findAllByText(t, {}, LOAD)
const link = (name: string | RegExp) => () => screen.findByRole('link', { name }, LOAD)
const nothing = (kind: WidgetKind) => async () => {
  await waitFor(() => expect(document.querySelector(`[data-widget="${kind}"]`)).not.toBeNull(), LOAD)
  // Kinds of other areas render nothing until their issue lands (never a placeholder).
  await new Promise((r) => setTimeout(r, 20))
  expect(document.querySelector(`[data-widget="${kind}"]`)?.textContent).toBe('')
}

/** A running campaign, as GET /bonuses answers a visitor. */
const CAMPAIGN = {
  id: 'c1',
  type: 'comboboost',
  key: 'operator-weekend',
  name: 'Double Boost Weekend',
  description: 'Bigger odds on combos of three or more.',
  amount: null,
  min_odds: 1.2,
  max_odds: null,
  selections_from: 3,
  selections_to: null,
  match_status: null,
  ranges: [{ min_count: 3, max_count: 20, bonus_odds: 1.1 }],
  country_codes: [],
  only_verified: false,
  valid_to: null,
  status: 'available',
}
beforeAll(() =>
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input instanceof Request ? input.url : input).includes('/bonuses')
      ? jsonResponse(200, { data: [CAMPAIGN], total: 1, page: 1, limit: 500 })
      : jsonResponse(404, { error: { code: 'not_found', message: 'no' } }),
  ),
)
afterAll(() => vi.unstubAllGlobals())

const CASES: { [K in WidgetKind]: [Record<string, unknown>, Check] } = {
  text: [{ html: en('<p>Welcome <strong>aboard</strong></p>') }, text('aboard')],
  label: [{ text: en('Prices move fast') }, text('Prices move fast')],
  image: [
    { src: '/logo.png', alt: en('Our stadium') },
    () => screen.findByRole('img', { name: 'Our stadium' }, LOAD),
  ],
  banner: [{ heading: en('Big match night'), href: '/sports/live', cta: en('Bet now') }, link('Bet now')],
  button: [{ label: en('Go live'), target: page('in_play') }, link('Go live')],
  modal: [
    { trigger: en('Read the terms'), html: en('<p>Terms</p>') },
    () => screen.findByRole('button', { name: 'Read the terms' }, LOAD),
  ],
  iframe: [
    { src: 'https://games.example/x', label: en('Mini game') },
    () => screen.findByTitle('Mini game', {}, LOAD),
  ],
  linkItem: [{ target: page('results') }, link('Results')],
  divider: [{}, () => screen.findByRole('separator', {}, LOAD)],
  eventMarkets: [{ match_id: 7 }, text('Harbour City vs Lakeside Rovers')],
  eventStats: [{ match_id: 7 }, text('Harbour City vs Lakeside Rovers')],
  matchPreview: [{ match_id: 7 }, text('Harbour City vs Lakeside Rovers')],
  liveEvents: [{}, text('Harbour City')],
  prematchEvents: [{ layout: 'Tile' }, text('Harbour City')],
  topEvents: [{ layout: 'Slider' }, text('Harbour City')],
  schedule: [{}, text('Harbour City')],
  outrights: [{}, text('Harbour City vs Lakeside Rovers')],
  results: [{}, link(/Harbour City – Lakeside Rovers, final score/)],
  resultEvents: [{}, link(/final score/)],
  leagues: [{ sport: 'soccer' }, text('Coastal League')],
  topLeagues: [{}, text('Coastal League')],
  navTopLeagues: [{}, text('Coastal League')],
  sportList: [{ layout: 'Slider' }, link('Soccer')],
  speedDial: [{ items: [page('schedule')] }, link('Schedule')],
  subMenu: [
    { items: [page('about'), { type: 'link', href: 'https://help.example', label: en('Help') }] },
    link('Help'),
  ],
  sideMenu: [{}, link(/Soccer/)],
  platformSwitcher: [{ items: [{ label: en('Casino'), href: 'https://casino.example' }] }, link('Casino')],
  brandLogo: [{}, link('Test Bet')],
  language: [{}, () => screen.findByRole('button', { name: /English|language/i }, LOAD)],
  clock: [{}, text('Local time')],
  eventsFilter: [{}, link('Live')],
  search: [{}, () => screen.findByRole('button', { name: /Search matches/ }, LOAD)],
  mobileSelectionBar: [{}, nothing('mobileSelectionBar')],
  promocode: [{}, text('Have a promo code? Sign in to use it.')],
  bonuses: [{ layout: 'Tile' }, text('Double Boost Weekend')],
  mobileBonusesGroup: [{}, text('Double Boost Weekend')],
  bonus: [{ bonus_id: 'c1' }, text('Bigger odds on combos of three or more.')],
  jackpotBanner: [{}, link(/Mega Jackpot: the Grand pool/)],
  jackpotLeaderBoard: [{}, text('No jackpot has dropped yet.')],
  jackpotCard: [{ jackpot_id: '1' }, text('Must drop by €100.00')],
  favorites: [{}, text('Sign in to keep favorites')],
  notifications: [{}, text('Sign in to see your notifications.')],
  profile: [{}, text('Sign in to see your balance, bonuses and status.')],
  odds: [{}, () => screen.findByRole('radio', { name: /Decimal/ }, LOAD)],
  chatToggle: [{}, nothing('chatToggle')],
  prediction: [{}, nothing('prediction')],
}

describe('widget kinds', () => {
  it('covers all 46 kinds of spec §2', () => {
    expect(WIDGET_KINDS).toHaveLength(46)
    expect(Object.keys(CASES).sort()).toEqual([...WIDGET_KINDS].sort())
  })

  for (const kind of WIDGET_KINDS) {
    it(`renders ${kind} from its brand-file props`, async () => {
      const [props, check] = CASES[kind]
      renderWidgets([Widget.parse({ kind, ...props })])
      await check()
    })
  }

  it('shows an iframe only from an origin the brand lists', async () => {
    renderWidgets([
      Widget.parse({ kind: 'iframe', src: 'https://evil.example/x', label: en('Evil') }),
      Widget.parse({ kind: 'label', text: en('after') }),
    ])
    await screen.findByText('after', {}, LOAD)
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('refuses props a kind does not take, naming the path', () => {
    const r = Widget.safeParse({ kind: 'banner', heading: en('x'), href: 'javascript:alert(1)' })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.path).toEqual(['href'])
  })
})
