// Named multiples in the slip (issue #30.6, ADR 034): the bet type switch offers the full-cover bets
// that fit the picks with their line count, the stake is per bet with the total, the payout table
// loads behind a disclosure, and a double or treble is called so.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { playerFixture, jsonResponse as json } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { eur, slipFetch } from '~/testing/slip-fixture.ts'
import { BetSlip } from './bet-slip.tsx'

type Post = { bets: { stake: { value: number }; system_id?: string }[] }

/** A signed-in player's slip of `picks` picks (odds 1.6, 1.7, …), POST /bets bodies kept in `posts`. */
async function slip(picks: number, locale = 'en', lucky?: object) {
  const posts: Post[] = []
  const fetch = slipFetch({
    post: (url, body) => {
      if (!url.endsWith('/bets')) return undefined
      posts.push(body as Post)
      return json(201, { data: [], balance: eur(4802) })
    },
  })
  // GET /bonuses/lucky: the operator's Lucky bonus terms (ADR 036-lucky-bonuses), when a test gives them
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
    lucky && url.includes('/bonuses/lucky') ? json(200, lucky) : fetch(url, init),
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
  act(() =>
    Array.from({ length: picks }, (_, i) => i + 1).forEach((n) =>
      getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(n) }),
    ),
  )
  return posts
}

afterEach(() => {
  vi.unstubAllGlobals()
  act(() => getSlipStore().dispatch({ type: 'clear' }))
})

describe('named multiples in the slip', () => {
  it('offers the full-cover bets of four picks with their bets, stakes per bet and places a Yankee', async () => {
    const posts = await slip(4)
    await userEvent.click(screen.getByRole('radio', { name: 'System' }))
    const picker = screen.getByRole('combobox', { name: 'System type' })
    const group = within(picker).getByRole('group', { name: 'Full cover bets' })
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Yankee · 11 bets', 'Lucky 15 · 15 bets'])
    await userEvent.selectOptions(picker, 'Yankee · 11 bets')
    expect(screen.getByTestId('bet-type-hint').textContent).toBe(
      '11 bets: every double, treble and bigger multiple of your 4 picks; two winners pay',
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake per bet' }), '1')
    expect(screen.getByTestId('system-total').textContent).toBe('11 bets × €1.00 = €11.00')
    expect(screen.getByText('Total stake').nextElementSibling?.textContent).toBe('€11.00')
    // the poorest double (1.6 × 1.7) to every bet winning: 18.35 + 21.35 + 9.3024, rounded down once
    expect(screen.getByTestId('potential-win').textContent).toBe('€2.72 – €49.00')
    await userEvent.click(screen.getByRole('button', { name: /^Place bet · €11\.00 Returns / }))
    await vi.waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]?.bets).toEqual([
      expect.objectContaining({ stake: { value: 1100, currency: 'EUR' }, system_id: 'yankee' }),
    ])
  })

  it('shows the payout table only when asked: winners, bets that win and the return range', async () => {
    await slip(4)
    await userEvent.click(screen.getByRole('radio', { name: 'System' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'System type' }), 'yankee')
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake per bet' }), '1')
    expect(screen.queryByRole('table')).toBeNull()
    await userEvent.click(screen.getByText('Payout table'))
    const table = await screen.findByRole('table', {
      name: 'Returns by number of winning picks (the others lose)',
    })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))
    expect(rows).toEqual([
      ['0', '0', '€0.00'],
      ['1', '0', '€0.00'],
      ['2', '1', '€2.72 – €3.42'],
      // 1.6, 1.7, 1.8 win: 2.72 + 2.88 + 3.06 + 4.896; 1.7, 1.8, 1.9: 3.06 + 3.23 + 3.42 + 5.814
      ['3', '4', '€13.55 – €15.52'],
      ['4', '11', '€49.00'],
    ])
  })

  it('states the operator’s Lucky bonus under a Lucky 15’s payout table, none under a Yankee’s', async () => {
    const lucky = {
      base: 'winnings',
      bets: [{ system_id: 'lucky15', one_winner_odds_multiplier: 2, all_winners_percent: 10 }],
    }
    await slip(4, 'en', lucky)
    await userEvent.click(screen.getByRole('radio', { name: 'System' }))
    const picker = screen.getByRole('combobox', { name: 'System type' })
    await userEvent.selectOptions(picker, 'lucky15')
    await userEvent.click(screen.getByText('Payout table'))
    const terms = await screen.findByTestId('lucky-bonus-terms')
    expect(within(terms).getByRole('heading').textContent).toBe('Lucky bonus')
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 winner: single at double odds', 'All win: +10% on the winnings'])
    expect(terms.textContent).toContain('A non-runner (a void selection) cancels the bonus.')
    await userEvent.selectOptions(picker, 'yankee')
    await screen.findByTestId('payout-matrix-table')
    expect(screen.queryByTestId('lucky-bonus-terms')).toBeNull()
  })

  it('a Yankee with a fifth pick becomes a Canadian; with three a Trixie or Patent is offered', async () => {
    await slip(4)
    await userEvent.click(screen.getByRole('radio', { name: 'System' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'System type' }), 'yankee')
    act(() => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(5) }))
    const picker = screen.getByRole('combobox', { name: 'System type' }) as HTMLSelectElement
    expect(picker.selectedOptions[0]?.textContent).toBe('Canadian · 26 bets')
    act(() => [4, 5].forEach((n) => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(n) })))
    const options = within(screen.getByRole('group', { name: 'Full cover bets' })).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Trixie · 4 bets', 'Patent · 7 bets'])
  })

  it('calls a combo of two a double and of three a treble', async () => {
    await slip(2)
    expect(screen.getByTestId('combo-name').textContent).toBe('Double')
    act(() => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(3) }))
    expect(screen.getByTestId('combo-name').textContent).toBe('Treble')
    act(() => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(4) }))
    expect(screen.queryByTestId('combo-name')).toBeNull()
  })

  it('says it in the player’s language: Einsatz pro Wette, 11 Wetten', async () => {
    await slip(4, 'de')
    await userEvent.click(screen.getByRole('radio', { name: 'System' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Systemart' }), 'yankee')
    await userEvent.type(screen.getByRole('textbox', { name: 'Einsatz pro Wette' }), '1')
    expect(screen.getByTestId('system-total').textContent).toBe('11 Wetten × 1,00\u00a0€ = 11,00\u00a0€')
  })
})
