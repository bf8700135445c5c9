import type { Notification, RealtimeEvent } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse as json } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { PlayerBell } from './notification-bell.tsx'

// The realtime client is the app's one centrifuge client; here a stand-in that hands events over.
const live = vi.hoisted(() => ({ channel: '', push: (_e: RealtimeEvent) => {} }))
vi.mock('~/lib/realtime/browser-client.ts', () => ({
  getRealtimeClient: () => ({
    subscribe: (channel: string, h: { onPublication(e: RealtimeEvent): void }) => {
      live.channel = channel
      live.push = h.onPublication
      return () => undefined
    },
  }),
}))

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const won: Notification = {
  id: 7,
  type: 'bet_settled',
  object_type: 'bet',
  object_id: '42',
  title: 'Bet won',
  body: '',
  caption: null,
  read: false,
  created_at: '2026-05-01T12:00:00.000Z',
  payload: { bet_id: '42', result: 'win_entire', outcome: 'won', stake: eur(1000), amount: eur(2100) },
}

const usd = (value: number) => ({ value, currency: 'USD', subunits: 2 })
const jackpot: Notification = {
  id: 9,
  type: 'jackpot_hit',
  object_type: 'jackpot_hit',
  object_id: '3',
  title: 'Jackpot won',
  body: '',
  caption: null,
  read: false,
  created_at: '2026-05-01T12:05:00.000Z',
  payload: { hit_id: '3', jackpot_id: '2', jackpot_name: 'Quick Drop', level_name: 'Mini', amount: usd(205) },
}

function setup(unread: number, list: Notification[] = [won]) {
  const calls: { method: string; url: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined })
    if (url.includes('/notifications/counters')) return json(200, { notifications: unread })
    if (url.includes('/notifications/read')) return json(200, { updated: 1, counters: { notifications: 0 } })
    const pagination = { total: list.length, page: 1, limit: 20, last_page: 1 }
    return json(200, { data: list, pagination })
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderWithApp(
    <QueryClientProvider client={qc}>
      <PlayerBell playerId={5} language="en" />
    </QueryClientProvider>,
  )
  return calls
}

afterEach(() => vi.unstubAllGlobals())

describe('NotificationBell', () => {
  it('names the unread count and bumps it live while the centre is closed', async () => {
    setup(2)
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy()
    expect(live.channel).toBe('$private:en:5')
    act(() => live.push({ type: 'notification', notification: { ...won, id: 8 } }))
    act(() => live.push({ type: 'unread_counters_changed', counters: { notifications: 3 } }))
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy()
    expect(screen.getByTestId('notification-count').textContent).toBe('3')
  })

  it('opens the centre with the text of each kind and marks the shown ones read', async () => {
    const calls = setup(1)
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }))
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(await screen.findByText('Your bet won €21.00.')).toBeTruthy()
    expect(dialog.textContent).toContain('Bet won')
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/notifications/read'))?.body).toEqual({
        ids: [7],
      }),
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeTruthy())
  })

  it('reads a jackpot win: the level, the jackpot and the amount paid to the balance', async () => {
    setup(1, [jackpot])
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }))
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(
      await screen.findByText('Your bet dropped the Mini level of Quick Drop: $2.05 added to your balance.'),
    ).toBeTruthy()
    expect(dialog.textContent).toContain('Jackpot won')
  })
})
