import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { playerFixture, jsonResponse as json } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { eur, slipFetch } from '~/testing/slip-fixture.ts'
import { BetSlip } from './bet-slip.tsx'

/** A slip whose POST /bets/max-stake answers `max` (minor units); the asked bodies are kept. */
async function slip(player: ReturnType<typeof playerFixture> | null, max: number, picks: number[]) {
  const asked: { bets: { stake: { value?: number }; system_id?: string }[] }[] = []
  vi.stubGlobal(
    'fetch',
    slipFetch({
      post: (url, body) => {
        if (!url.endsWith('/bets/max-stake')) return undefined
        asked.push(body as (typeof asked)[number])
        return json(200, { data: [{ index: 0, max_stake: eur(max), min_stake: eur(10) }] })
      },
    }),
  )
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, player)
  renderWithApp(
    <QueryClientProvider client={qc}>
      <BetSlip />
    </QueryClientProvider>,
  )
  await vi.waitFor(() => expect(getSlipStore().getContext().multiSingleAvailableByProvider).toEqual({}))
  act(() => picks.forEach((n) => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(n) })))
  return asked
}

afterEach(() => {
  vi.unstubAllGlobals()
  act(() => getSlipStore().dispatch({ type: 'clear' }))
})

describe('the Max chip asks the server for the largest stake (spec §7 POST /bets/max-stake)', () => {
  it('fills a combo with the largest stake the server takes for it now', async () => {
    const asked = await slip(playerFixture(), 4321, [1, 2])
    await userEvent.click(screen.getByRole('button', { name: 'Max' }))
    await vi.waitFor(() => expect(getSlipStore().getTicket().bets[0]?.stake.amount).toBe(4321))
    expect((screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement).value).toBe('43.21')
    // The empty field asked without a stake, with the combo's selections.
    expect(asked[0]?.bets[0]?.stake).toEqual({ currency: 'EUR' })
  })

  it("a system's maximum is its total: whole lines of it", async () => {
    await slip(playerFixture(), 1000, [1, 2, 3])
    act(() => getSlipStore().dispatch({ type: 'switchBetType', to: 'system' }))
    await userEvent.click(screen.getByRole('button', { name: 'Max' }))
    await vi.waitFor(() =>
      expect(screen.getByTestId('system-total').textContent).toBe('3 lines × €3.33 = €9.99'),
    )
  })

  it('is not offered to a visitor (no balance, no limits to ask about)', async () => {
    await slip(null, 1000, [1])
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull()
  })
})
