// Spec §7 GET /categories/{id}: a category page asks for its own category by id.
import type { Category } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse as json } from '~/testing/fixtures.ts'
import { useCategory } from './get-categories.ts'

const england: Category = {
  id: 12,
  slug: 'england',
  name: 'England',
  priority: 1,
  country_code: 'GB',
  sport: { id: 1, key: 'soccer', name: 'Soccer', type: 'regular' },
  tournaments_count: 3,
}

afterEach(() => vi.unstubAllGlobals())

describe('useCategory', () => {
  it('shows the listed category at once, then the one GET /categories/{id} answers', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      return json(200, { ...england, name: 'England (Premier)' })
    })
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/de/sports/soccer/england']}>
        <QueryClientProvider client={qc}>{children}</QueryClientProvider>
      </MemoryRouter>
    )
    const { result } = renderHook(() => useCategory(england), { wrapper })
    expect(result.current.data?.name).toBe('England')
    await waitFor(() => expect(result.current.data?.name).toBe('England (Premier)'), { timeout: 4_000 })
    const url = new URL(asked[0]!, 'http://web')
    expect(url.pathname).toMatch(/\/categories\/12$/)
    expect(url.searchParams.get('locale')).toBeTruthy()
  })
})
