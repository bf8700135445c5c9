import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { liveStatistics, matchFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { MatchStatus } from './match-status.tsx'

describe('MatchStatus', () => {
  it('shows a live match as LIVE text with period and clock', () => {
    const match = matchFixture({
      status: 1,
      stage: '2nd_half',
      statistics: liveStatistics({ clock: '67:12' }),
    })
    const { container } = renderWithApp(<MatchStatus match={match} />)
    expect(screen.getByText('Live')).toBeTruthy()
    expect(screen.getByText('2nd half')).toBeTruthy()
    expect(container.querySelector('time')?.textContent).toBe('67:12')
  })

  it('makes unknown stage codes readable instead of showing the code', () => {
    const match = matchFixture({ status: 1, stage: '3rd_set', statistics: liveStatistics({ clock: null }) })
    renderWithApp(<MatchStatus match={match} />)
    expect(screen.getByText('3rd set')).toBeTruthy()
  })

  it('shows kick-off for a prematch match, "Today" on the same day', () => {
    const match = matchFixture({ status: 0, start_time: '2026-11-21T18:30:00.000Z' })
    const { container } = renderWithApp(<MatchStatus match={match} now={new Date('2026-11-21T10:00:00Z')} />)
    const time = container.querySelector('time')
    expect(time?.getAttribute('datetime')).toBe('2026-11-21T18:30:00.000Z')
    expect(time?.textContent).toContain('Today')
    expect(screen.queryByText('Live')).toBeNull()
  })

  it('names closing states in words', () => {
    renderWithApp(<MatchStatus match={matchFixture({ status: 4 })} />)
    expect(screen.getByText('Ended')).toBeTruthy()
  })
})
