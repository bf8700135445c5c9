import type { TimelineEvent } from '@sportsbook/contract'
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { matchFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { ANNOUNCE_MIN_MS, MatchTracker } from './match-tracker.tsx'

const ev = (
  seq: number,
  kind: TimelineEvent['kind'],
  side: 'home' | 'away' | null = 'home',
): TimelineEvent => ({
  seq,
  kind,
  side,
  clock: `${String(10 + seq).padStart(2, '0')}:00`,
  x: 90,
  y: 50,
})

describe('MatchTracker', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
  afterEach(() => vi.useRealTimers())

  it('lists the latest events in words, newest first, and draws them on the pitch', () => {
    const match = matchFixture()
    const [home] = match.competitors
    renderWithApp(<MatchTracker match={match} events={[ev(1, 'corner'), ev(2, 'shot_on_target', 'away')]} />)
    const items = screen.getAllByRole('listitem')
    expect(items[0]?.textContent).toMatch(/^12:00 Shot on target/)
    expect(items[1]?.textContent).toBe(`11:00 Corner – ${home?.name}`)
    expect(
      screen.getByRole('img', { name: 'Pitch with the latest events' }).querySelectorAll('circle[r]'),
    ).not.toHaveLength(0)
  })

  it('announces new important events only, at most one per interval, never the history on screen', () => {
    const match = matchFixture()
    const live = () => document.querySelector('[aria-live="polite"]')?.textContent
    const view = renderWithApp(<MatchTracker match={match} events={[ev(1, 'goal')]} />)
    expect(live()).toBe('')
    // A corner is listed but not read out.
    view.rerender(<MatchTracker match={match} events={[ev(1, 'goal'), ev(2, 'corner')]} />)
    expect(live()).toBe('')
    act(() => vi.setSystemTime(Date.now() + ANNOUNCE_MIN_MS))
    view.rerender(
      <MatchTracker match={match} events={[ev(1, 'goal'), ev(2, 'corner'), ev(3, 'goal', 'away')]} />,
    )
    expect(live()).toMatch(/^13:00 Goal! Chelsea/)
    // A red card moments later waits: the region is not rewritten within the interval.
    view.rerender(<MatchTracker match={match} events={[ev(3, 'goal', 'away'), ev(4, 'red_card')]} />)
    expect(live()).toMatch(/^13:00 Goal! Chelsea/)
  })
})

describe('MatchTracker while its events load', () => {
  it('keeps its full size (pitch and a list of six lines) and says nothing until they are there', () => {
    const match = matchFixture()
    const live = () => document.querySelector('[aria-live="polite"]')?.textContent
    const view = renderWithApp(<MatchTracker match={match} events={undefined} />)
    expect(screen.getByRole('img', { name: 'Pitch with the latest events' })).toBeTruthy()
    expect(screen.queryByText(/Waiting/)).toBeNull()
    const list = screen.getByTestId('tracker').nextElementSibling as HTMLElement
    expect(list.style.minBlockSize).toContain('6lh')
    // The events that arrive then are history, not news: nothing is read out.
    view.rerender(<MatchTracker match={match} events={[ev(1, 'goal'), ev(2, 'red_card')]} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(live()).toBe('')
  })
})
