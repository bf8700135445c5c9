import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse as json } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { LoyaltySummary } from './loyalty-summary.tsx'

const groups = (points: number) => ({
  points,
  status_groups: [
    { id: 1, name: 'Bronze', min_points: 0, max_points: 999, current: points < 1000 },
    { id: 2, name: 'Silver', min_points: 1000, max_points: null, current: points >= 1000 },
  ],
})

function show(points: number | 'unauthorized') {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.endsWith('/player/status_groups'))
      return json(200, groups(points === 'unauthorized' ? 0 : points))
    if (points === 'unauthorized')
      return json(401, { error: { code: 'unauthorized', message: 'no session' } })
    return json(200, { persistent_points: points, plans: [] })
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderWithApp(
    <QueryClientProvider client={qc}>
      <LoyaltySummary playerId={1} />
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('LoyaltySummary', () => {
  it('shows the points, the status and the progress to the next one', async () => {
    show(250)
    expect(await screen.findByText('Points: 250')).toBeTruthy()
    expect(screen.getByText('Status: Bronze')).toBeTruthy()
    expect(screen.getByText('750 points to Silver')).toBeTruthy()
    expect(
      screen.getByRole('progressbar', { name: 'Progress to Silver' }).getAttribute('aria-valuenow'),
    ).toBe('25')
  })

  it('says the top status is reached, and reads a 401 as no points', async () => {
    show(1500)
    expect(await screen.findByText('Top status reached')).toBeTruthy()
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
    show('unauthorized')
    expect(await screen.findByText('Points: 0')).toBeTruthy()
  })
})
