// Every spec §2 widget kind renders from its brand-file entry (props validated by the contract).
import { Widget, WIDGET_KINDS, WIDGET_SCHEMAS, type WidgetKind } from '@sportsbook/contract'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { FakeTransport } from '~/lib/realtime/fake-transport.ts'
import { RealtimeClient } from '~/lib/realtime/realtime-client.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { TOGGLE_KEY } from '~/lib/slip/slip-storage.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { jsonResponse } from '~/testing/fixtures.ts'
import { ChatToggle } from './kinds/chat-toggle.tsx'
import { MobileSelectionBar } from './kinds/navigation.tsx'
import { Prediction } from './kinds/prediction.tsx'
import { renderInApp, renderWidgets, type HarnessOptions } from './test-harness.tsx'

vi.mock('~/features/catalog/hooks/use-listing-live.ts', () => ({ useListingLive: () => {} }))
// Live updates come over the realtime client; here an offline stand-in (no test reaches a server).
const realtime = new RealtimeClient(new FakeTransport())
vi.mock('~/lib/realtime/browser-client.ts', () => ({ getRealtimeClient: () => realtime }))

const en = (s: string) => ({ en: s })
const page = (p: string) => ({ type: 'page', page: p })

type Check = () => Promise<unknown>
// A kind's module loads on first use; the first of each group takes a moment in a cold test run.
const LOAD = { timeout: 5000 }
const text = (t: string | RegExp) => () => screen.findAllByText(t, {}, LOAD)
const link = (name: string | RegExp) => () => screen.findByRole('link', { name }, LOAD)
/**
 * A kind with nothing to show renders nothing (never a placeholder). Its component is rendered
 * itself, not through the lazy registry: an empty Suspense boundary still loading looks the same.
 */
async function rendersNothing(ui: React.ReactElement) {
  renderInApp(
    <>
      <output>page ready</output>
      <div data-testid="kind">{ui}</div>
    </>,
  )
  await screen.findByText('page ready', {}, LOAD)
  expect(screen.getByTestId('kind').innerHTML).toBe('')
}

/** The phone's selection bar counts the slip's picks and opens the slip. */
const selectionBar = async () => {
  act(() => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(1) }))
  const bar = await screen.findByRole('button', { name: 'Open bet slip, 1 selection' }, LOAD)
  await userEvent.click(bar)
  expect(JSON.parse(sessionStorage.getItem(TOGGLE_KEY) ?? '{}')).toMatchObject({
    open: true,
    tab: 'BET_SLIP',
  })
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
afterEach(() => act(() => getSlipStore().dispatch({ type: 'clear' })))

const CASES: { [K in WidgetKind]: [Record<string, unknown>, Check, HarnessOptions?] } = {
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
  // the match's card, then its markets as on its page: the main market's prices to press
  eventMarkets: [
    { match_id: 7 },
    async () => {
      await text('Harbour City vs Lakeside Rovers')()
      await screen.findByRole('heading', { name: 'Match result' }, LOAD)
      return screen.findByRole('button', { name: /^Harbour City 1\.85/ }, LOAD)
    },
  ],
  // the match's card, then its statistics: before kick-off, when they will appear
  eventStats: [
    { match_id: 7 },
    async () => {
      await text('Harbour City vs Lakeside Rovers')()
      return text('Statistics appear here once the match starts.')()
    },
  ],
  matchPreview: [{ match_id: 7 }, text('Harbour City vs Lakeside Rovers')],
  liveEvents: [{}, text('Harbour City')],
  prematchEvents: [{ layout: 'Tile' }, text('Harbour City')],
  topEvents: [{ layout: 'Slider' }, text('Harbour City')],
  schedule: [{}, text('Harbour City')],
  outrights: [{}, text('Harbour City vs Lakeside Rovers')],
  results: [{}, link(/^Harbour City \S+ Lakeside Rovers \S+ /)],
  resultEvents: [{}, link(/^Harbour City .*Lakeside Rovers/)],
  leagues: [{ sport: 'soccer' }, text('Coastal League')],
  topLeagues: [{}, text('Coastal League')],
  navTopLeagues: [{}, () => screen.findByRole('navigation', { name: 'Top leagues' }, LOAD)],
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
  mobileSelectionBar: [{}, selectionBar],
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
  // On a match page (what it toggles: kinds/chat-toggle.test.tsx).
  chatToggle: [
    {},
    () => screen.findByRole('button', { name: 'Match chat' }, LOAD),
    { routeData: { resolved: { kind: 'match', matchId: 7 } } },
  ],
  prediction: [
    { match_id: 7 },
    async () => {
      await screen.findByRole('heading', { name: 'Who wins? Your prediction' }, LOAD)
      expect(screen.getByRole('button', { name: /Harbour City\s*55%/ })).toBeTruthy()
    },
  ],
}

describe('widget kinds', () => {
  it('covers all 46 kinds of spec §2', () => {
    expect(WIDGET_KINDS).toHaveLength(46)
    expect(Object.keys(CASES).sort()).toEqual([...WIDGET_KINDS].sort())
  })

  for (const kind of WIDGET_KINDS) {
    it(`renders ${kind} from its brand-file props`, async () => {
      const [props, check, options] = CASES[kind]
      renderWidgets([Widget.parse({ kind, ...props })], options)
      await check()
    })
  }

  it('shows no selection bar on an empty slip', () => rendersNothing(<MobileSelectionBar />))

  it('shows no prediction without a match', () =>
    rendersNothing(<Prediction widget={WIDGET_SCHEMAS.prediction.parse({ kind: 'prediction' })} />))

  it('offers no chat toggle off a match page', () => rendersNothing(<ChatToggle />))

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
