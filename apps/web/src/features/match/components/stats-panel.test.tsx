import { SPORT_STAT_KEYS } from '@sportsbook/contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { liveStatistics, matchFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { StatsPanel } from './stats-panel.tsx'

const soccer = SPORT_STAT_KEYS.soccer!

describe('StatsPanel', () => {
  it('while the counters load, lists the sport’s counters by name with placeholder numbers (the table keeps its size)', () => {
    const match = matchFixture({ status: 1, statistics: liveStatistics() })
    const view = renderWithApp(<StatsPanel match={match} stats={undefined} loading />)
    const table = screen.getByTestId('match-stats-placeholder')
    expect(table.getAttribute('aria-busy')).toBe('true')
    expect(within(table).getAllByRole('rowheader')).toHaveLength(soccer.length)
    expect(within(table).getByRole('rowheader', { name: 'Possession' })).toBeTruthy()
    expect(table.textContent).not.toMatch(/\d/)

    const stats = {
      match_id: match.id,
      sport_key: 'soccer',
      status: 1,
      score: null,
      items: soccer.map((key, i) => ({ key, home: i, away: i + 1 })),
      updated_at: null,
    }
    view.rerender(<StatsPanel match={match} stats={stats} />)
    const loaded = screen.getByTestId('match-stats')
    expect(loaded.getAttribute('aria-busy')).toBeNull()
    expect(within(loaded).getAllByRole('rowheader')).toHaveLength(soccer.length)
    expect(within(loaded).getByRole('row', { name: /Possession/ }).textContent).toMatch(/^0%Possession1%$/)
  })

  it('has no placeholder for a sport without counters', () => {
    const match = matchFixture({ status: 1 })
    renderWithApp(
      <StatsPanel match={{ ...match, sport: { ...match.sport, key: 'darts' } }} stats={undefined} loading />,
    )
    expect(screen.queryByTestId('match-stats-placeholder')).toBeNull()
  })
})
