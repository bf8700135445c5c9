import type { ServerBet } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { betLegFixture, serverBetFixture } from '~/testing/bet-fixture.ts'
import { playerFixture, jsonResponse as json } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { MyBets } from './my-bets.tsx'

// Every locale's catalogue: the leg buttons' names must hold their visible words in each of them.
const catalogues = import.meta.glob<Record<string, string>>('../../../locales/*.json', {
  eager: true,
  import: 'default',
})

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
// an open €10.00 combo of two legs at 2.10, offered €9.50 now
const open = serverBetFixture({
  id: '11',
  ref: 'SB-00000B',
  stake: eur(1000),
  original_stake: eur(1000),
  win_amount: eur(4410),
  to_cashout: eur(950),
})

afterEach(() => {
  vi.unstubAllGlobals()
  act(() => getSlipStore().dispatch({ type: 'clear' }))
})

type Call = { method: string; url: string; body?: Record<string, unknown>; key?: string }

/** My Bets against a fake server: the quote answers from the changes; the edit replaces the bet. */
function setup(start: ServerBet, refuse?: string) {
  let bets = [start]
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    const body = init?.body ? JSON.parse(init.body as string) : undefined
    const key = (init?.headers as Record<string, string> | undefined)?.['idempotency-key']
    calls.push({ method, url, body, ...(key && { key }) })
    if (url.includes('/player/accounts'))
      return json(200, [{ currency: 'EUR', balance: eur(5000), active: true }])
    if (url.includes('/edit/quote')) {
      const legs = start.selections.filter((_, i) => !body.remove.includes(i))
      const stake = 950 + body.stake_delta
      const odds = legs.length === 1 ? 2.1 : 4.41
      return json(200, {
        to_cashout: eur(950),
        new_stake: eur(stake),
        type: legs.length === 1 ? 'single' : 'combo',
        selections: legs.map((l) => ({ ...l, odds: 2.1 })),
        odds,
        potential_win: eur(Math.floor(stake * odds)),
        swaps: [
          { position: 0, outcomes: [{ outcome_id: 'd1', outcome_name: 'Draw', odds: 3.4 }] },
          { position: 1, outcomes: [] },
        ],
      })
    }
    if (url.includes('/edit')) {
      if (refuse) return json(400, { error: { code: refuse, message: refuse } })
      const old: ServerBet = {
        ...start,
        status: 'cashed_out',
        result: 'cashed_out',
        to_cashout: null,
        cashed_out: eur(950),
        edited_into: '12',
      }
      const bet = serverBetFixture({
        id: '12',
        ref: 'SB-00000C',
        type: 'single',
        stake: eur(1450),
        original_stake: eur(1450),
        selections: [betLegFixture(1)],
        odds: 2.1,
        edited_from: '11',
      })
      bets = [bet, old]
      return json(200, { old_bet: old, bet, cashed_out: eur(950), balance: eur(4500) })
    }
    const status = new URL(url, 'http://x').searchParams.get('status')
    const data = bets.filter((b) => status !== 'open' || b.status === 'waiting_results')
    return json(200, { data, pagination: { total: data.length, page: 1, limit: 500, last_page: 1 } })
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, playerFixture())
  renderWithApp(
    <QueryClientProvider client={qc}>
      <MyBets />
    </QueryClientProvider>,
  )
  return { calls, quotes: () => calls.filter((c) => c.url.includes('/edit/quote')) }
}

async function openDialog() {
  const card = await screen.findByTestId('bet-card')
  await userEvent.click(within(card).getByRole('button', { name: 'Edit bet' }))
  return await screen.findByRole('dialog', { name: 'Edit bet' })
}

const row = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term).nextElementSibling?.textContent

describe('edit bet in My Bets (issue #30.2)', () => {
  it('is offered on an open bet with a cash-out offer, not on one without, nor on a bonus bet', async () => {
    setup(serverBetFixture({ id: '5', to_cashout: null }))
    const card = await screen.findByTestId('bet-card')
    expect(within(card).queryByRole('button', { name: 'Edit bet' })).toBeNull()
  })

  it('removes a leg, raises the stake, shows the quote, confirms and shows both bets linked', async () => {
    const { calls, quotes } = setup(open)
    const dialog = await openDialog()
    await vi.waitFor(() => expect(row(dialog, 'New odds')).toBe('4.41'))
    expect(row(dialog, 'Cash-out value now')).toBe('€9.50')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Home 2 vs Away 2: Outcome 2' }))
    // the last leg left cannot be removed
    expect(within(dialog).getByRole('button', { name: 'Remove Home 1 vs Away 1: Outcome 1' })).toHaveProperty(
      'disabled',
      true,
    )
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New stake (EUR)' }), '14.50')
    await vi.waitFor(() => expect(row(dialog, 'Potential return')).toBe('€30.45'))
    expect(row(dialog, 'New stake')).toBe('€14.50')
    expect(row(dialog, 'New odds')).toBe('2.10')
    expect(quotes().at(-1)!.body).toEqual({ remove: [1], swap: [], add: [], stake_delta: 500 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm edit' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const edit = calls.find((c) => c.url.endsWith('/bets/11/edit'))!
    expect(edit.body).toMatchObject({
      remove: [1],
      stake_delta: 500,
      to_cashout: { value: 950, currency: 'EUR' },
      odds: [2.1],
    })
    expect(edit.key).toBeTruthy()
    // the open list shows the new bet; settled history shows the old one, marked Edited with the link
    await vi.waitFor(() => expect(screen.getByText('Edited from bet SB-00000B')).toBeTruthy())
    await userEvent.click(screen.getByText('Settled'))
    await vi.waitFor(() => expect(screen.getByText('Edited: replaced by bet SB-00000C')).toBeTruthy())
    expect(screen.getByText('Edited')).toBeTruthy()
  })

  it("names a 1X2 leg by its team, as the bettor reads it, not by the market's code", async () => {
    const legs = [
      betLegFixture(1, { match_name: 'Arsenal vs Chelsea', market_name: '1X2', outcome_name: '1' }),
      betLegFixture(2, { match_name: 'Lyon vs Nice', market_name: '1X2', outcome_name: '2' }),
    ]
    setup({ ...open, selections: legs })
    const dialog = await openDialog()
    expect(within(dialog).getByText('Arsenal')).toBeTruthy()
    expect(within(dialog).getByText('Nice')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Remove Arsenal vs Chelsea: Arsenal' })).toBeTruthy()
  })

  it("adds the bet slip's picks from other matches, and they leave the slip once on the bet", async () => {
    act(() =>
      [{ ...sel(3), nameA: 'Home 3', nameB: 'Away 3' }, sel(4, 1)].forEach((s) =>
        getSlipStore().dispatch({ type: 'toggleOutcome', selection: s }),
      ),
    )
    const { calls, quotes } = setup(open)
    const dialog = await openDialog()
    const adds = within(dialog).getByRole('region', { name: 'Add selections' })
    // a pick from a match the bet already holds is not offered (one leg a match)
    expect(
      within(adds)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Add Outcome 3Home 3 vs Away 31.80'])
    await userEvent.click(within(adds).getByRole('button', { name: /^Add Outcome 3/ }))
    expect(
      within(adds)
        .getByRole('button', { name: /^Added Outcome 3/ })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    await vi.waitFor(() =>
      expect(quotes().at(-1)!.body).toEqual({
        remove: [],
        swap: [],
        add: [{ match_id: 3, market_id: 1, specifier: '', outcome_id: 'o3', odds: 1.8 }],
        stake_delta: 0,
      }),
    )
    await vi.waitFor(() => expect(row(dialog, 'New odds')).toBe('4.41'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm edit' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find((c) => c.url.endsWith('/bets/11/edit'))!.body).toMatchObject({
      add: [{ outcome_id: 'o3' }],
    })
    expect(getSlipStore().getTicket().selectedOutcomeIds).toEqual([sel(4, 1).outcomeId])
  })

  it('tells how to add selections when the slip holds none from other matches', async () => {
    setup(open)
    const dialog = await openDialog()
    const adds = within(dialog).getByRole('region', { name: 'Add selections' })
    expect(adds.textContent).toContain('then open Edit bet again to add them here')
  })

  it("a leg's button is named by what it shows and which leg it is (WCAG 2.5.3), removed or put back", async () => {
    setup(open)
    const dialog = await openDialog()
    const remove = within(dialog).getByRole('button', { name: 'Remove Home 2 vs Away 2: Outcome 2' })
    expect(remove.textContent).toBe('Remove')
    await userEvent.click(remove)
    const back = within(dialog).getByRole('button', { name: 'Put back Home 2 vs Away 2: Outcome 2' })
    expect(back.textContent).toBe('Put back')
    await userEvent.click(back)
    expect(within(dialog).getByRole('button', { name: 'Remove Home 2 vs Away 2: Outcome 2' })).toBeTruthy()
  })

  it.each(Object.entries(catalogues).map(([file, m]) => [file.replace(/^.*\/|\.json$/g, ''), m] as const))(
    '%s: the visible word of Remove and of Put back is in the name a screen reader hears',
    (_, m) => {
      for (const [word, name] of [
        ['editBet.remove', 'editBet.remove_leg'],
        ['editBet.undo', 'editBet.undo_leg'],
      ] as const)
        expect(m[name]!.toLocaleLowerCase()).toContain(m[word]!.toLocaleLowerCase())
    },
  )

  it('swaps a leg to another outcome of its market at the odds offered', async () => {
    const { calls, quotes } = setup(open)
    const dialog = await openDialog()
    const swap = await within(dialog).findByRole('combobox', { name: 'Swap Home 1 vs Away 1: Outcome 1' })
    // a leg whose market offers nothing else has no choice
    expect(within(dialog).queryByRole('combobox', { name: 'Swap Home 2 vs Away 2: Outcome 2' })).toBeNull()
    await userEvent.selectOptions(swap, 'Swap to Draw at 3.40')
    await vi.waitFor(() =>
      expect(quotes().at(-1)!.body).toMatchObject({
        swap: [
          {
            position: 0,
            selection: { match_id: 1, market_id: 1, specifier: '', outcome_id: 'd1', odds: 3.4 },
          },
        ],
      }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm edit' }))
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/bets/11/edit'))).toBe(true))
    expect(calls.find((c) => c.url.endsWith('/bets/11/edit'))!.body).toMatchObject({
      swap: [{ position: 0, selection: { outcome_id: 'd1' } }],
    })
  })

  it("shows a refusal's catalogue message and keeps the bet", async () => {
    setup(open, 'bet_edit_unavailable')
    const dialog = await openDialog()
    await vi.waitFor(() => expect(row(dialog, 'New odds')).toBe('4.41'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm edit' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This bet cannot be edited now')
  })

  it('a stake that is not an amount is told before asking the server', async () => {
    setup(open)
    const dialog = await openDialog()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New stake (EUR)' }), 'abc')
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter the new stake as an amount')
    expect(within(dialog).getByRole('button', { name: 'Confirm edit' })).toHaveProperty('disabled', true)
  })
})
