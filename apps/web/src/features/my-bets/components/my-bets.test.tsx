import type { ServerBet } from '@sportsbook/contract'
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { toasts } from '~/lib/toasts/toast-store.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { MyBets } from './my-bets.tsx'
import { playerFixture, jsonResponse as json } from '~/testing/fixtures.ts'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const bet: ServerBet = {
  id: '11',
  ref: 'B-11',
  type: 'combo',
  status: 'waiting_results',
  result: 'no_results',
  stake: eur(1000),
  original_stake: eur(1000),
  win_amount: eur(4896),
  odds: 4.896,
  created_at: '2026-11-21T03:00:00.000Z',
  settled_at: null,
  to_cashout: eur(900),
  cashed_out: eur(0),
  cashouts: [],
  cashout_rule: null,
  bonus: null,
  system: null,
  used_in_jackpot: false,
  is_vip: false,
  category: 'regular',
  selections: [
    {
      match_id: 1,
      match_urn_id: 'sr:match:1',
      match_name: 'A vs B',
      match_status: 0,
      sport_key: 'soccer',
      provider: 'betradar',
      market_id: 1,
      market_name: '1x2',
      specifier: '',
      outcome_id: '1',
      outcome_name: 'A',
      odds: 1.6,
      result: null,
    },
  ],
}
const player = playerFixture()

afterEach(() => vi.unstubAllGlobals())

describe('MyBets', () => {
  it('lists open bets and cashes out part of one after confirmation', async () => {
    const calls: { url: string; body?: string }[] = []
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body as string | undefined })
      if (url.includes('/player/accounts'))
        return json(200, [{ currency: 'EUR', balance: eur(5000), active: true }])
      if (url.includes('/bets/cashout')) return json(200, { bet, paid: eur(400), balance: eur(5400) })
      return json(200, { data: [bet], pagination: { total: 1, page: 1, limit: 500, last_page: 1 } })
    })
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    qc.setQueryData(playerQueryKey, player)
    renderWithApp(
      <QueryClientProvider client={qc}>
        <MyBets />
      </QueryClientProvider>,
    )
    const card = await screen.findByTestId('bet-card')
    expect(within(card).getByText('Open')).toBeTruthy()
    expect(calls.find((c) => c.url.includes('/bets?'))?.url).toContain('status=open')
    await userEvent.click(within(card).getByRole('button', { name: 'Cash out €9.00' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cash out' })
    await userEvent.click(within(dialog).getByText('Part of it, keep the rest in play'))
    const amount = within(dialog).getByRole('textbox')
    await userEvent.clear(amount)
    await userEvent.type(amount, '4')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm cash out €4.00' }))
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('/bets/cashout'))).toBe(true))
    const body = JSON.parse(calls.find((c) => c.url.includes('/bets/cashout'))!.body!)
    expect(body).toEqual({
      bet_id: '11',
      to_cashout: { value: 900, currency: 'EUR' },
      amount: { value: 400, currency: 'EUR' },
    })
    await vi.waitFor(() =>
      expect(toasts.get()[0]).toMatchObject({ messageId: 'toast.cashout_done', values: { amount: '€4.00' } }),
    )
  })

  it('reads every page of GET /bets and filters by bet category', async () => {
    const pages: string[] = []
    // three pages (one of the bets an esports system), each asked for 500
    const many = Array.from({ length: 3 }, (_, i) => ({ ...bet, id: String(1000 + i), ref: `B-${1000 + i}` }))
    many[1] = {
      ...many[1]!,
      type: 'system',
      category: 'cyber',
      system: { id: '2/3', win_count: 2, total_count: 3 },
    }
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('/player/accounts'))
        return json(200, [{ currency: 'EUR', balance: eur(5000), active: true }])
      const page = Number(new URL(url, 'http://x').searchParams.get('page'))
      pages.push(new URL(url, 'http://x').search)
      const pagination = { total: 5, page, limit: 500, last_page: 3 }
      const data = page === 1 ? many : [{ ...bet, id: String(page), ref: `B-${page}` }]
      return json(200, { data, pagination })
    })
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    qc.setQueryData(playerQueryKey, player)
    renderWithApp(
      <QueryClientProvider client={qc}>
        <MyBets />
      </QueryClientProvider>,
    )
    await vi.waitFor(() => expect(screen.getAllByTestId('bet-card')).toHaveLength(5))
    expect(pages).toHaveLength(3)
    expect(pages.every((q) => q.includes('limit=500'))).toBe(true)
    expect(pages[2]).toContain('page=3')
    await userEvent.click(screen.getByRole('radio', { name: 'Esports' }))
    const cards = screen.getAllByTestId('bet-card')
    expect(cards).toHaveLength(1)
    expect(within(cards[0]!).getByText('System 2/3')).toBeTruthy()
    expect(within(cards[0]!).getAllByText('Esports').length).toBeGreaterThan(0)
    // a system shows its lines, not a combined odds figure
    expect(within(cards[0]!).getByText('Lines').nextElementSibling?.textContent).toBe('3')
    expect(within(cards[0]!).queryByText('Total odds')).toBeNull()
  })

  it('offline: the open bets as last known, "Offline, as of" their fetch, and no cash-out or edit on a stale offer', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    // what lib/pwa/offline-snapshot.ts puts back into a page opened offline
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'online' } } })
    onlineManager.setOnline(false)
    qc.setQueryData(playerQueryKey, player)
    qc.setQueryData(['session', 'accounts'], [{ currency: 'EUR', balance: eur(5000), active: true }])
    const fetchedAt = new Date('2026-11-29T14:03:30').getTime()
    qc.setQueryData(['bets', { status: 'open', result: 'all' }], { data: [bet] }, { updatedAt: fetchedAt })
    renderWithApp(
      <QueryClientProvider client={qc}>
        <MyBets />
      </QueryClientProvider>,
    )
    const card = await screen.findByTestId('bet-card')
    expect(within(card).getByText('B-11', { exact: false })).toBeTruthy()
    expect(screen.getByTestId('stale-mark').textContent).toBe('Offline, as of 2:03 PM')
    expect(within(card).queryByRole('button', { name: /Cash out/ })).toBeNull()
    expect(within(card).queryByRole('button', { name: 'Edit bet' })).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
    onlineManager.setOnline(true)
    online.mockRestore()
  })
})
