import type { AmbItem, Lootbox, PlayerFreebet } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeTransport } from '~/lib/realtime/fake-transport.ts'
import { RealtimeClient } from '~/lib/realtime/realtime-client.ts'
import { BrandContext } from '~/lib/brand/brand-context.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { brandFixture } from '~/testing/brand-fixture.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { playerFixture, settingsFixture, jsonResponse as json } from '~/testing/fixtures.ts'
import { PromotionsPage } from './promotions-page.tsx'

// Live updates come over the realtime client; here an offline stand-in (no test reaches a server).
const realtime = new RealtimeClient(new FakeTransport())
vi.mock('~/lib/realtime/browser-client.ts', () => ({ getRealtimeClient: () => realtime }))

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const page = <T,>(data: T[]) => ({ data, total: data.length, page: 1, limit: 500 })
const chest = (id: number, level: number, kind: 'win' | 'loss', status: 'closed' | 'opened' = 'closed') => ({
  id,
  level,
  kind,
  status,
  bet_id: String(id),
  farmed_at: '2026-11-21T03:00:00.000Z',
  prize: status === 'opened' ? eur(100) : null,
  bonus_id: status === 'opened' ? `f${id}` : null,
})
const box: Lootbox = {
  id: 'c6',
  type: 'lootbox',
  key: 'demo-lootbox',
  name: 'Lootbox',
  description: 'server text',
  status: 'active',
  valid_to: null,
  min_odds: 1.5,
  min_stake: eur(100),
  farm_once_per_event: true,
  level_odds: [2, 4],
  prizes: { win: [eur(100), eur(200), eur(500)], loss: [eur(100), eur(150), eur(300)] },
  farmed_event_ids: [1, 2, 3],
  bets_count: 3,
  used_in_bets: 1,
  freebets_to_boost: 3,
  boost_multiplier: 1.5,
  boosts_available: 0,
  chests: [chest(3, 3, 'win'), chest(2, 1, 'loss'), chest(1, 2, 'win', 'opened')],
}
const amb: AmbItem = {
  id: 'c7',
  key: 'demo-amb',
  name: 'Bet €5, get a €5 freebet',
  description: 'server text',
  status: 'active',
  valid_to: null,
  amount: eur(500),
  min_stake: eur(500),
  min_odds: 1.5,
  conditions: { bets_count: 5, freebets_count: 3 },
  bets_count: 7,
  freebets_count: 1,
  issued_amount: eur(500),
  toward_next: 2,
}
const freebet = (id: string, is_seen: boolean): PlayerFreebet => ({
  id,
  type: 'freebet',
  campaign_id: 'c6',
  name: 'Lootbox',
  amount: eur(100),
  min_odds: 1.5,
  max_odds: null,
  selections_from: null,
  selections_to: null,
  match_status: null,
  status: 'active',
  availability: 'active',
  is_seen,
  expires_at: '2026-12-21T03:00:00.000Z',
  issued_at: '2026-11-21T03:00:00.000Z',
  times_used: 0,
})

afterEach(() => {
  vi.unstubAllGlobals()
  multiActive = undefined
})

/** What the page sent: every POST, by URL and body. */
type Post = { url: string; body: unknown }
/** What the page read: every GET's URL. */
const gets: string[] = []
/** The server's allow_multiple_active_user_freebets (GET /settings), per test. */
let multiActive: boolean | undefined
const MARK_SEEN = '/api/sportsbook/bonuses/mark-as-seen'
const OPEN_CHEST = '/api/sportsbook/bonuses/lootboxes/c6/open'
const to = (posts: readonly Post[], url: string) => posts.filter((p) => p.url === url)

function show(freebets: PlayerFreebet[], locale = 'en', brand = brandFixture()) {
  const posts: Post[] = []
  gets.length = 0
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method !== 'POST') gets.push(url)
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body ?? 'null')) })
      if (url === OPEN_CHEST)
        return json(200, { chest: chest(2, 1, 'loss', 'opened'), bonus: freebet('f2', true) })
      if (url === MARK_SEEN) return json(200, { marked: 1 })
      throw new Error(`unexpected POST ${url}`)
    }
    if (url.endsWith('/settings'))
      return json(200, settingsFixture({ allow_multiple_active_user_freebets: multiActive }))
    if (url.includes('/bonuses/lootboxes/c6/terms'))
      return json(200, { id: 'c6', name: 'Lootbox', terms: 'Lootbox rules' })
    if (url.includes('/bonuses/lootboxes')) return json(200, page([box]))
    if (url.includes('/bonuses/freebets/amb')) return json(200, page([amb]))
    if (url.includes('/bonuses/freebets')) return json(200, page(freebets))
    return json(200, page([]))
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, playerFixture())
  renderWithApp(
    <BrandContext.Provider value={brand}>
      <QueryClientProvider client={qc}>
        <PromotionsPage />
      </QueryClientProvider>
    </BrandContext.Provider>,
    { locale },
  )
  return posts
}

describe('/promotions lootbox and amount-based progress', () => {
  it('shows chests by level with their prizes, opens one, and marks only the unseen freebets seen', async () => {
    const posts = show([freebet('f1', true), freebet('f5', false)])
    const card = await screen.findByTestId('lootbox-card')
    const levels = within(card)
      .getAllByTestId('chest-level')
      .map((r) => r.textContent)
    expect(levels).toEqual([
      'Smallfrom 1.50€1.00€1.00',
      'Mediumfrom 2.00€2.00€1.50',
      'Largefrom 4.00€5.00€3.00',
    ])
    expect(within(card).getByRole('heading', { name: '2 chests to open' })).toBeTruthy()
    const icons = within(card).getAllByRole('img')
    expect(icons.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Large chest from a won bet',
      'Small chest from a lost bet',
    ])
    expect(icons.map((i) => i.getAttribute('class')?.split(' ')[0])).toEqual(['size-10', 'size-6'])
    // Wait for the very request asserted: another POST (the realtime token did, on a busy machine) may come first.
    await vi.waitFor(() => expect(to(posts, MARK_SEEN)).toHaveLength(1), { timeout: 5_000 })
    expect(to(posts, MARK_SEEN)[0]!.body).toEqual({ ids: ['f5'] })
    await userEvent.click(within(card).getByRole('button', { name: 'Open a chest' }))
    expect(await within(card).findByText('You found a €1.00 freebet')).toBeTruthy()
    expect(to(posts, OPEN_CHEST)).toHaveLength(1)
  })

  it('shows the amount-based progress bar and sends nothing to mark when all is seen', async () => {
    const posts = show([freebet('f1', true)])
    const card = await screen.findByTestId('amb-card')
    const bar = within(card).getByRole('progressbar', { name: '2 of 5 bets toward your next €5.00 freebet' })
    expect(bar.getAttribute('aria-valuenow')).toBe('2')
    expect(within(card).getByTestId('amb-summary').textContent).toBe('Freebets: 1 of 3 · issued €5.00')
    await screen.findByTestId('lootbox-card')
    expect(to(posts, MARK_SEEN)).toEqual([])
  })

  it('shows a demo campaign’s name and description in the user’s language', async () => {
    show([], 'de')
    const card = await screen.findByTestId('amb-card')
    expect(within(card).getByRole('heading').textContent).toBe('5 € wetten, 5-€-Gratiswette erhalten')
    expect(within(card).getByText(/^Je 5 abgerechnete Wetten/)).toBeTruthy()
  })
})

describe('/promotions profit-boost token (issue #30.5)', () => {
  it('lists a held token with its percent and most stake, not as an amount', async () => {
    show([
      {
        ...freebet('f7', true),
        type: 'profit_boost',
        name: 'Profit boost 25 %',
        amount: eur(2000),
        boost_bp: 2500,
      },
    ])
    const item = (await screen.findAllByTestId('my-freebet')).find((li) =>
      li.textContent?.includes('Profit boost'),
    )
    expect(item?.textContent).toContain('+25% profit · stake up to €20.00')
  })
})

describe('/promotions spec §7 calls (issue #33.6)', () => {
  it('asks a lootbox’s terms through the lootbox path, not the freebets path', async () => {
    show([])
    const card = await screen.findByTestId('lootbox-card')
    await userEvent.click(within(card).getByRole('button', { name: 'Terms and conditions' }))
    expect(await screen.findByText('Lootbox rules')).toBeTruthy()
    expect(gets.filter((u) => u.includes('/terms'))).toEqual([
      expect.stringMatching(/\/api\/sportsbook\/bonuses\/lootboxes\/c6\/terms$/),
    ])
  })

  it('asks and shows the amount-based progress only while the brand has amb_progress_bar on', async () => {
    show([], 'en', brandFixture({ features: { amb_progress_bar: false } }))
    await screen.findByTestId('lootbox-card')
    expect(screen.queryByTestId('amb-card')).toBeNull()
    expect(gets.some((u) => u.includes('/bonuses/freebets/amb'))).toBe(false)
  })
})

describe('/promotions one active freebet at a time (spec §3 allow_multiple_active_user_freebets)', () => {
  const mine = () => [
    { ...freebet('f1', true), status: 'active' as const },
    { ...freebet('f2', true), status: 'available' as const },
  ]

  it('offers Activate on an available freebet while another is active, where the site allows several', async () => {
    multiActive = true
    show(mine())
    const items = await screen.findAllByTestId('my-freebet')
    expect(within(items[1]!).getByRole('button', { name: 'Activate' })).toBeTruthy()
  })

  it('says why it waits instead, where the site allows one at a time', async () => {
    multiActive = false
    show(mine())
    await vi.waitFor(() => expect(screen.getByTestId('freebet-one-active')).toBeTruthy())
    const items = screen.getAllByTestId('my-freebet')
    expect(within(items[1]!).queryByRole('button', { name: 'Activate' })).toBeNull()
    expect(items[1]!.textContent).toContain('One freebet can be active at a time')
  })
})
