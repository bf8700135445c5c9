import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { decimalOdds, marketId, outcomeKey } from '@sportsbook/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { playerFixture, jsonResponse as json, settingsFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { eur, slipFetch } from '~/testing/slip-fixture.ts'
import { BetSlip } from './bet-slip.tsx'

/** POST /bets refusing bet 0 with code 120: the custom bet's joint price is now 7.25. */
const refused = {
  error: {
    code: 'invalid_odds_custom_bet',
    message: 'The price of the custom bet has changed',
    bet_code: 120,
    errors_by_bet: [
      {
        index: 0,
        code: 120,
        error_code: 'invalid_odds_custom_bet',
        message: 'The price of the custom bet has changed',
        localized_message: 'The price of the custom bet has changed',
        custom_odds: 7.25,
      },
    ],
  },
}

afterEach(() => {
  vi.unstubAllGlobals()
  act(() => getSlipStore().dispatch({ type: 'clear' }))
})

describe('a custom bet whose joint price moved', () => {
  it('shows the server’s new price after a code-120 refusal and places at it on the next press', async () => {
    const posts: { bets: { custom_odds?: number }[] }[] = []
    vi.stubGlobal(
      'fetch',
      slipFetch({
        settings: settingsFixture({ custom_bet_enabled: true }),
        post: (url, body) => {
          if (!url.endsWith('/bets')) return undefined
          posts.push(body as (typeof posts)[number])
          return posts.length === 1 ? json(400, refused) : json(201, { data: [], balance: eur(4500) })
        },
      }),
    )
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    qc.setQueryData(playerQueryKey, playerFixture())
    renderWithApp(
      <QueryClientProvider client={qc}>
        <BetSlip />
      </QueryClientProvider>,
    )
    // Two legs of match 7 (a result and a total), as the bet builder adds them, at its price 6.00.
    const total = {
      ...sel(2, 7),
      outcomeId: outcomeKey(7, 18, 'total=2.5', 'o2'),
      market: { marketId: marketId(18), marketName: 'Total', specifier: 'total=2.5' },
    }
    // Custom bets are on once GET /settings says so.
    await vi.waitFor(() => expect(getSlipStore().getContext().customBetEnabled).toBe(true))
    act(() => {
      getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(1, 7), custom: true })
      getSlipStore().dispatch({ type: 'toggleOutcome', selection: total, custom: true })
      getSlipStore().dispatch({ type: 'setCustomOdds', key: 'custom:7', odds: decimalOdds(6) })
    })
    expect(
      getSlipStore()
        .getTicket()
        .bets.map((b) => b.betType),
    ).toEqual(['custom_bet'])
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '5')
    await userEvent.click(screen.getByRole('button', { name: /Place bet/ }))
    expect(
      await screen.findByText('The odds of your custom bet have changed. Get new odds and try again.'),
    ).toBeTruthy()
    expect(posts[0]?.bets[0]?.custom_odds).toBe(6)
    expect(screen.getByText('Total odds').nextElementSibling?.textContent).toBe('7.25')

    await userEvent.click(screen.getByRole('button', { name: /Place bet/ }))
    await vi.waitFor(() => expect(posts).toHaveLength(2))
    expect(posts[1]?.bets[0]?.custom_odds).toBe(7.25)
  })
})
