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

/** A signed-in player's slip whose POST /bets bodies are kept in `posts`; three picks as a system. */
async function systemSlip(locale = 'en') {
  const posts: { bets: { stake: { value: number }; system_id?: string }[] }[] = []
  vi.stubGlobal(
    'fetch',
    slipFetch({
      post: (url, body) => {
        if (!url.endsWith('/bets')) return undefined
        posts.push(body as (typeof posts)[number])
        return json(201, { data: [], balance: eur(4802) })
      },
    }),
  )
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, playerFixture())
  renderWithApp(
    <QueryClientProvider client={qc}>
      <BetSlip />
    </QueryClientProvider>,
    { locale },
  )
  await vi.waitFor(() => expect(getSlipStore().getContext().multiSingleAvailableByProvider).toEqual({}))
  act(() => [1, 2, 3].forEach((n) => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(n) })))
  act(() => getSlipStore().dispatch({ type: 'switchBetType', to: 'system' }))
  return posts
}

afterEach(() => {
  vi.unstubAllGlobals()
  act(() => getSlipStore().dispatch({ type: 'clear' }))
})

describe('a system bet is staked per line (issue #27 item 4)', () => {
  it('takes the stake per line, shows 3 lines × €0.66 = €1.98 and places exactly the total', async () => {
    const posts = await systemSlip()
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake per line' }), '0.66')
    const lines = screen.getByTestId('system-total')
    expect(lines.textContent).toBe('3 lines × €0.66 = €1.98')
    expect(screen.getByRole('textbox', { name: 'Stake per line' }).getAttribute('aria-describedby')).toBe(
      lines.id,
    )
    expect(screen.getByText('Total stake').nextElementSibling?.textContent).toBe('€1.98')
    await userEvent.click(screen.getByRole('button', { name: /^Place bet · €1\.98 Returns / }))
    await vi.waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]?.bets).toEqual([
      expect.objectContaining({ stake: { value: 198, currency: 'EUR' }, system_id: '2/3' }),
    ])
  })

  it('a quick stake sets the stake per line', async () => {
    await systemSlip()
    await userEvent.click(screen.getByRole('button', { name: '€1.00' }))
    expect(screen.getByTestId('system-total').textContent).toBe('3 lines × €1.00 = €3.00')
    expect(getSlipStore().getTicket().bets[0]?.stake.amount).toBe(300)
  })

  it('says it in the player’s language and money format', async () => {
    await systemSlip('de')
    await userEvent.type(screen.getByRole('textbox', { name: 'Einsatz pro Kombination' }), '0,66')
    expect(screen.getByTestId('system-total').textContent).toBe('3 Kombinationen × 0,66\u00a0€ = 1,98\u00a0€')
  })
})
