import { screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { liveStatistics, matchFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { MatchHeader } from './match-header.tsx'

// A live soccer header asks for the red cards (the statistics): none here.
beforeEach(() => vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 })))
afterEach(() => vi.unstubAllGlobals())

const renderHeader = (match = matchFixture()) =>
  renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MatchHeader match={match} />
    </QueryClientProvider>,
  )

describe('MatchHeader (the compact scoreboard)', () => {
  it('reads the fixture as the heading and the score as its own line on a live match', () => {
    renderHeader(matchFixture({ status: 1, stage: '2nd_half', statistics: liveStatistics() }))
    const h1 = screen.getByRole('heading', { level: 1 })
    expect(h1.textContent).toBe('Arsenal vs Chelsea')
    // "vs" is for screen readers only: the score stands between the names.
    expect(h1.querySelector('.sr-only')?.textContent).toBe('vs')
    const score = screen.getByLabelText('Score 2 to 1')
    expect(h1.contains(score)).toBe(false)
    expect(score.textContent).toBe('2 : 1')
    expect(screen.getByText('67:12')).toBeTruthy()
    expect(screen.getByRole('list').textContent).toBe('P1 1:0P2 1:1')
  })

  it('puts the kick-off between the names of a match to come, with no score', () => {
    renderHeader(matchFixture({ status: 0 }))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Arsenal vs Chelsea')
    expect(screen.queryByLabelText(/^Score/)).toBeNull()
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-21T18:30:00.000Z')
  })
})

describe('MatchHeader Watch (GET /matches/{id}/streams, spec §7)', () => {
  const asked: string[] = []
  const streams = (data: unknown[]) =>
    vi.stubGlobal('fetch', async (input: RequestInfo) => {
      const url = String(input instanceof Request ? input.url : input)
      asked.push(url)
      if (url.includes('/streams')) return Response.json({ match_id: 7, data })
      return new Response('{}', { status: 503 })
    })
  beforeEach(() => (asked.length = 0))

  it('offers Watch, opening the STREAM tab, when the match has a stream', async () => {
    streams([{ id: 'demo-7', kind: 'demo', url: null }])
    renderHeader(matchFixture({ id: 7, status: 1, has_video: true, statistics: liveStatistics() }))
    const watch = await screen.findByRole('link', { name: 'Watch' })
    expect(watch.getAttribute('href')).toMatch(/#stream$/)
    expect(asked.some((u) => u.includes('/matches/7/streams'))).toBe(true)
  })

  it('shows no Watch when the streams are none', async () => {
    streams([])
    renderHeader(matchFixture({ id: 7, status: 1, has_video: true, statistics: liveStatistics() }))
    await vi.waitFor(() => expect(asked.some((u) => u.includes('/streams'))).toBe(true))
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.queryByRole('link', { name: 'Watch' })).toBeNull()
  })

  it('does not ask for streams of a match without video', async () => {
    streams([{ id: 'demo-7', kind: 'demo', url: null }])
    renderHeader(matchFixture({ id: 7, status: 1, has_video: false, statistics: liveStatistics() }))
    await new Promise((r) => setTimeout(r, 20))
    expect(asked.some((u) => u.includes('/streams'))).toBe(false)
    expect(screen.queryByRole('link', { name: 'Watch' })).toBeNull()
  })
})
