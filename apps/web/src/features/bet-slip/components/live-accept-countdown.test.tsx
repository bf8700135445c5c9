import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { EUR, emptyTicket, ticketReducer, type Ticket } from '@sportsbook/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { settingsFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { slipFetch } from '~/testing/slip-fixture.ts'
import { LiveAcceptCountdown, placingLive } from './live-accept-countdown.tsx'

/** A ticket with one single on a match of `status`, being placed. */
function placing(status: number): Ticket {
  const ctx = {
    multiSingleAvailableByProvider: {},
    oddinEnabled: false,
    customBetEnabled: false,
    acceptedOddsPolicy: 'none' as const,
  }
  const t = ticketReducer(
    emptyTicket(EUR),
    { type: 'toggleOutcome', selection: { ...sel(1), matchStatus: status } },
    ctx,
  )
  return { ...t, ticketState: 'processing', processingBets: t.bets.map((b) => b.key) }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('live-bet acceptance countdown', () => {
  it('applies only while bets with a live selection are being placed', () => {
    expect(placingLive(placing(1))).toBe(true)
    expect(placingLive(placing(0))).toBe(false)
    expect(placingLive({ ...placing(1), ticketState: 'initial' })).toBe(false)
  })

  it('counts down the delay the server applies', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.stubGlobal('fetch', slipFetch({ settings: settingsFixture({ live_bet_delay_ms: 3000 }) }))
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    qc.setQueryData(playerQueryKey, null)
    renderWithApp(
      <QueryClientProvider client={qc}>
        <LiveAcceptCountdown ticket={placing(1)} />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('Accepting your live bet. The price is checked for 3 s.')).toBeTruthy()
    expect(screen.getByText('3 s left')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(1_100))
    expect(screen.getByText('2 s left')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(screen.getByText('Checking the price…')).toBeTruthy()
  })
})
