import type { CashoutRuleWire, ServerBet } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { serverBetFixture } from '~/testing/bet-fixture.ts'
import { playerFixture, jsonResponse as json } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { MyBets } from './my-bets.tsx'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
// an open €10.00 bet offered €9.00 now, potential win €48.96
const open = serverBetFixture({ id: '11', stake: eur(1000), win_amount: eur(4896), to_cashout: eur(900) })
const rule = (o: Partial<CashoutRuleWire>): CashoutRuleWire => ({
  kind: 'auto',
  threshold: eur(1200),
  amount: null,
  created_at: '2026-11-29T12:00:00.000Z',
  ...o,
})

afterEach(() => vi.unstubAllGlobals())

/** My Bets against a fake server keeping one bet: POST sets its rule, DELETE removes it. */
function setup(start: ServerBet, refuse?: string) {
  let bet = start
  const calls: { method: string; url: string; body?: unknown }[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    calls.push({ method, url, body: init?.body ? JSON.parse(init.body as string) : undefined })
    if (url.includes('/player/accounts'))
      return json(200, [{ currency: 'EUR', balance: eur(5000), active: true }])
    if (url.includes('/bets/cashout-rules')) {
      if (refuse) return json(400, { error: { code: refuse, message: refuse } })
      const body = calls.at(-1)!.body as {
        kind: 'auto' | 'notify'
        threshold: { value: number }
        amount?: { value: number }
      }
      bet = {
        ...bet,
        cashout_rule:
          method === 'DELETE'
            ? null
            : rule({
                kind: body.kind,
                threshold: eur(body.threshold.value),
                amount: body.amount ? eur(body.amount.value) : null,
              }),
      }
      return json(200, { bet })
    }
    return json(200, { data: [bet], pagination: { total: 1, page: 1, limit: 500, last_page: 1 } })
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, playerFixture())
  renderWithApp(
    <QueryClientProvider client={qc}>
      <MyBets />
    </QueryClientProvider>,
  )
  const posted = () => calls.filter((c) => c.url.includes('/bets/cashout-rules'))
  return { posted }
}

async function openDialog() {
  const card = await screen.findByTestId('bet-card')
  await userEvent.click(within(card).getByRole('button', { name: 'Auto cash-out' }))
  return { card, dialog: await screen.findByRole('dialog', { name: 'Auto cash-out' }) }
}

async function typeThreshold(dialog: HTMLElement, text: string) {
  const input = within(dialog).getByRole('textbox', { name: 'When the cash-out offer reaches (EUR)' })
  await userEvent.clear(input)
  await userEvent.type(input, text)
}

describe('auto cash-out in My Bets (issue #30)', () => {
  it('creates a full auto cash-out from the offer and range shown, and shows it on the bet', async () => {
    const { posted } = setup(open)
    const { card, dialog } = await openDialog()
    expect(within(dialog).getByText('Cash-out offer now: €9.00. Potential win: €48.96.')).toBeTruthy()
    const input = within(dialog).getByRole('textbox', { name: 'When the cash-out offer reaches (EUR)' })
    // the range is the input's description, so a screen reader hears it with the field
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Above €9.00, up to €48.96.',
    )
    await typeThreshold(dialog, '12')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rule' }))
    await vi.waitFor(() => expect(within(card).getByText('Auto cash-out at €12.00')).toBeTruthy())
    expect(posted()[0]).toMatchObject({
      method: 'POST',
      body: { bet_id: '11', kind: 'auto', threshold: { value: 1200, currency: 'EUR' } },
    })
    expect(posted()[0]!.body).not.toHaveProperty('amount')
    expect(within(card).queryByRole('button', { name: 'Auto cash-out' })).toBeNull()
  })

  it('creates a partial auto cash-out that takes an amount of the offer', async () => {
    const { posted } = setup(open)
    const { card, dialog } = await openDialog()
    await userEvent.click(within(dialog).getByText('Cash out part of it, keep the rest in play'))
    await typeThreshold(dialog, '20.50')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount to cash out (EUR)' }), '5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rule' }))
    await vi.waitFor(() => expect(within(card).getByText('Auto cash-out of €5.00 at €20.50')).toBeTruthy())
    expect(posted()[0]!.body).toEqual({
      bet_id: '11',
      kind: 'auto',
      threshold: { value: 2050, currency: 'EUR' },
      amount: { value: 500, currency: 'EUR' },
    })
  })

  it('creates an alert that only notifies', async () => {
    const { posted } = setup(open)
    const { card, dialog } = await openDialog()
    await userEvent.click(within(dialog).getByText('Only notify me'))
    await typeThreshold(dialog, '15')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rule' }))
    await vi.waitFor(() => expect(within(card).getByText('Alert at €15.00')).toBeTruthy())
    expect(posted()[0]!.body).toEqual({
      bet_id: '11',
      kind: 'notify',
      threshold: { value: 1500, currency: 'EUR' },
    })
  })

  it('refuses a threshold outside the range before asking the server', async () => {
    const { posted } = setup(open)
    const { dialog } = await openDialog()
    await typeThreshold(dialog, '9')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rule' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The amount must be above the cash-out offer now.',
    )
    await typeThreshold(dialog, '49')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rule' }))
    expect(within(dialog).getByRole('alert').textContent).toBe(
      "The amount can't be more than the potential win.",
    )
    expect(posted()).toHaveLength(0)
  })

  it("shows the server's refusal as its message", async () => {
    setup(open, 'cashout_unavailable')
    const { dialog } = await openDialog()
    await typeThreshold(dialog, '12')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rule' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Cash out isn't available for this bet right now.",
    )
  })

  it('edits the active rule from its values and removes it', async () => {
    const { posted } = setup({ ...open, cashout_rule: rule({ amount: eur(500) }) })
    const card = await screen.findByTestId('bet-card')
    expect(within(card).getByText('Auto cash-out of €5.00 at €12.00')).toBeTruthy()
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Auto cash-out' })
    expect(
      within(dialog).getByRole('radio', { name: 'Cash out part of it, keep the rest in play' }),
    ).toHaveProperty('checked', true)
    expect(within(dialog).getByRole('textbox', { name: 'Amount to cash out (EUR)' })).toHaveProperty(
      'value',
      '5',
    )
    await typeThreshold(dialog, '14')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }))
    await vi.waitFor(() => expect(within(card).getByText('Auto cash-out of €5.00 at €14.00')).toBeTruthy())
    await userEvent.click(within(card).getByRole('button', { name: 'Remove' }))
    const auto = await within(card).findByRole('button', { name: 'Auto cash-out' })
    expect(within(card).queryByTestId('cashout-rule')).toBeNull()
    expect(posted().map((c) => c.method)).toEqual(['POST', 'DELETE'])
    expect(posted()[1]!.url).toContain('/bets/cashout-rules/11')
    // the removed rule's button is gone; focus lands on the button that took its place
    await vi.waitFor(() => expect(document.activeElement).toBe(auto))
  })
})
