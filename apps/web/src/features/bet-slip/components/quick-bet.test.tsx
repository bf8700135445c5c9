// vitest: isolate (reads prices from the one odds store and stakes from the one slip store, which earlier files write)
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OddsButton } from '~/components/ui/odds-button.tsx'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { quickBet } from '~/lib/slip/quick-bet-store.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { BetSlip } from './bet-slip.tsx'
import { playerFixture, jsonResponse as json, settingsFixture } from '~/testing/fixtures.ts'
import { eur, slipFetch } from '~/testing/slip-fixture.ts'

const player = playerFixture()
/** GET /settings with the server's live-bet delay (the rest as the reference backend answers). */
const liveDelaySettings = settingsFixture({ live_bet_delay_ms: 4000 })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  quickBet.off()
  act(() => getSlipStore().dispatch({ type: 'clear' }))
})

describe('quick bet', () => {
  it('places an approved stake on a live price at once, and prematch prices still go to the slip', async () => {
    const posts: { meta: { quick: boolean }; bets: { stake: unknown }[] }[] = []
    vi.stubGlobal(
      'fetch',
      slipFetch({
        post: (url, body) => {
          if (!url.endsWith('/bets')) return undefined
          posts.push(body as (typeof posts)[number])
          return json(201, { data: [], balance: eur(4500) })
        },
      }),
    )
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    qc.setQueryData(playerQueryKey, player)
    const live = { ...sel(1), matchStatus: 1 }
    const prematch = sel(2)
    renderWithApp(
      <QueryClientProvider client={qc}>
        <OddsButton label="Live" odds={live.odds} selection={live} />
        <OddsButton label="Later" odds={prematch.odds} selection={prematch} />
        <BetSlip />
      </QueryClientProvider>,
    )
    await userEvent.click(screen.getByRole('switch', { name: 'Quick bet' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Quick bet stake' }), '5')
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await userEvent.click(screen.getByRole('button', { name: /, Live$/ }))
    await vi.waitFor(() => expect(posts).toHaveLength(1))
    const body = posts[0]!
    expect(body.meta.quick).toBe(true)
    expect(body.bets[0]?.stake).toEqual({ value: 500, currency: 'EUR' })
    expect(getSlipStore().getTicket().bets).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: /, Later$/ }))
    expect(getSlipStore().getTicket().selectedOutcomeIds).toEqual([sel(2).outcomeId])
  })

  it('counts down the live delay while the quick bet waits for acceptance, and stops when it is placed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let accept: (res: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      slipFetch({
        settings: liveDelaySettings,
        post: (url) =>
          url.endsWith('/bets') ? new Promise<Response>((resolve) => (accept = resolve)) : undefined,
      }),
    )
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    qc.setQueryData(playerQueryKey, player)
    const live = { ...sel(1), matchStatus: 1 }
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderWithApp(
      <QueryClientProvider client={qc}>
        <OddsButton label="Live" odds={live.odds} selection={live} />
        <BetSlip />
      </QueryClientProvider>,
    )
    await user.click(screen.getByRole('switch', { name: 'Quick bet' }))
    await user.clear(screen.getByRole('textbox', { name: 'Quick bet stake' }))
    await user.type(screen.getByRole('textbox', { name: 'Quick bet stake' }), '5')
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    expect(screen.queryByTestId('live-accept-countdown')).toBeNull()
    await user.click(screen.getByRole('button', { name: /, Live$/ }))

    expect(await screen.findByText('Accepting your live bet. The price is checked for 4 s.')).toBeTruthy()
    expect(screen.getByText('4 s left')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(1_100))
    expect(screen.getByText('3 s left')).toBeTruthy()
    await act(async () => accept(json(201, { data: [], balance: eur(4500) })))
    expect(await screen.findByText('Quick bet placed: €5.00.')).toBeTruthy()
    expect(screen.queryByTestId('live-accept-countdown')).toBeNull()
  })
})
