import { outcomeKey } from '@sportsbook/domain'
import { act, screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FavouriteStarProvider, type FavouriteTarget } from '~/components/ui/favourite-star.tsx'
import { liveOdds } from '~/lib/live/odds-store.ts'
import { liveStatistics, matchFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { MatchList } from './match-list.tsx'

/** Renders of each row, counted through its favourite star (a row renders its star every time it renders). */
const rowRenders = new Map<number, number>()
function CountingStar({ type, id }: FavouriteTarget) {
  if (type === 'matches') rowRenders.set(id, (rowRenders.get(id) ?? 0) + 1)
  return null
}

const rows = Array.from({ length: 20 }, (_, i) =>
  matchFixture({ id: 5000 + i, slug: `a-b-${5000 + i}`, status: 1, statistics: liveStatistics() }),
)

describe('a live list under odds ticks', () => {
  beforeEach(() => {
    rowRenders.clear()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('re-renders the moved price only: no row, no list, not per tick and not per second', () => {
    renderWithApp(
      <FavouriteStarProvider value={CountingStar}>
        <MatchList matches={rows} firstRows={rows.length} />
      </FavouriteStarProvider>,
    )
    const before = new Map(rowRenders)
    expect(before.size).toBe(20)
    const key = outcomeKey(5007, 1, '', '1')
    act(() => liveOdds.set(key, 2.05, 1.85))
    act(() => liveOdds.set(key, 2.1))
    // Seconds pass: the arrow expires, any per-second clock would tick.
    act(() => vi.advanceTimersByTime(5_000))
    expect(screen.getAllByRole('button', { name: /^2\.10, Arsenal/ })).toHaveLength(1)
    expect(rowRenders).toEqual(before)
  })

  it('pulses the LIVE dot a few times, never for ever (a running animation restyles every row each frame)', () => {
    // A string path: happy-dom replaces the global URL class.
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../styles/app.css'), 'utf8')
    const rule = /@utility animate-live \{([^}]*)\}/.exec(css)?.[1] ?? ''
    expect(rule).toMatch(/animation:/)
    expect(rule).not.toMatch(/infinite/)
  })
})
