// Spec §7/§9: bonus lists are asked 500 a page and fetched until the last page, as one list.
import type { PlayerFreebet } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse as json } from '~/testing/fixtures.ts'
import { MAX_BONUS_PAGES } from './all-pages.ts'
import { useMyFreebets } from './get-freebets.ts'

const freebet = (n: number): PlayerFreebet => ({
  id: `f${n}`,
  type: 'freebet',
  campaign_id: 'c1',
  name: 'Freebet',
  amount: { value: 100, currency: 'EUR', subunits: 2 },
  min_odds: 1.5,
  max_odds: null,
  selections_from: null,
  selections_to: null,
  match_status: null,
  status: 'active',
  availability: 'active',
  is_seen: true,
  expires_at: '2026-12-21T03:00:00.000Z',
  issued_at: '2026-11-21T03:00:00.000Z',
  times_used: 0,
})

afterEach(() => vi.unstubAllGlobals())

/** A server holding `total` freebets that pages them at the asked limit; the asked URLs are kept. */
function server(total: number) {
  const asked: URL[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    const u = new URL(url, 'http://web')
    asked.push(u)
    const page = Number(u.searchParams.get('page') ?? 1)
    const limit = Number(u.searchParams.get('limit') ?? 4)
    const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * limit, page * limit)
    return json(200, { data: ids.map(freebet), total, page, limit })
  })
  return asked
}

async function freebets() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useMyFreebets(true), { wrapper })
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  return result.current.data!
}

describe('bonus lists', () => {
  it('ask 500 a page and fetch every page up to the last, as one list', async () => {
    const asked = server(1_203)
    const list = await freebets()
    expect(asked.map((u) => [u.pathname, u.searchParams.get('page'), u.searchParams.get('limit')])).toEqual([
      ['/api/sportsbook/bonuses/freebets', '1', '500'],
      ['/api/sportsbook/bonuses/freebets', '2', '500'],
      ['/api/sportsbook/bonuses/freebets', '3', '500'],
    ])
    expect(list.data).toHaveLength(1_203)
    expect(list.data.at(-1)?.id).toBe('f1203')
  })

  it('ask once when the first page holds them all', async () => {
    const asked = server(3)
    expect((await freebets()).data).toHaveLength(3)
    expect(asked).toHaveLength(1)
  })

  it('stop at the guard when a server never reaches its last page', async () => {
    const asked = server(500 * (MAX_BONUS_PAGES + 5))
    await freebets()
    expect(asked).toHaveLength(MAX_BONUS_PAGES)
  })
})
