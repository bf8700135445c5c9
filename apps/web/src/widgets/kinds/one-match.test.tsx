import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { OneMatch } from './events.tsx'

const state = vi.hoisted(() => ({ status: 1 }))
vi.mock('~/features/match/api/get-match.ts', async () => {
  const { matchFixture: fixture, liveStatistics } = await import('~/testing/fixtures.ts')
  return {
    useMatch: () => ({
      data: fixture({
        id: 7,
        name: 'Harbour City vs Lakeside Rovers',
        status: state.status as 1 | 4,
        statistics: liveStatistics(),
        competitors: [
          {
            id: 'h',
            name: 'Harbour City',
            abbreviation: 'HAR',
            qualifier: 'home',
            logo: null,
            country_code: null,
          },
          {
            id: 'a',
            name: 'Lakeside Rovers',
            abbreviation: 'LAK',
            qualifier: 'away',
            logo: null,
            country_code: null,
          },
        ],
      }),
    }),
  }
})

describe('one match’s card (matchPreview, eventMarkets, eventStats)', () => {
  it('reads a live score as the score now, never as final', () => {
    state.status = 1
    renderWithApp(<OneMatch id={7} />)
    expect(screen.getByText('Harbour City 2–1 Lakeside Rovers')).toBeTruthy()
    expect(screen.queryByText(/final score/)).toBeNull()
  })

  it('says final score once the match is over', () => {
    state.status = 4
    renderWithApp(<OneMatch id={7} />)
    expect(screen.getByText('Harbour City – Lakeside Rovers, final score 2–1')).toBeTruthy()
  })
})
