import type { CashoutRuleWire, ServerBet } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { serverBetFixture } from '~/testing/bet-fixture.ts'
import { playerFixture, jsonResponse as json } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { eur } from '~/testing/slip-fixture.ts'
import { ReceiptCashoutRule } from './receipt-cashout-rule.tsx'

// The receipt's bet as placement answers it (no offer yet); the open list has it offered €9.00.
const placed = serverBetFixture({ id: '21', stake: eur(1000), win_amount: eur(4896), to_cashout: null })
const listed: ServerBet = { ...placed, to_cashout: eur(900) }
const rule = (threshold: number): CashoutRuleWire => ({
  kind: 'auto',
  threshold: eur(threshold),
  amount: null,
  created_at: '2026-11-29T12:00:00.000Z',
})

afterEach(() => vi.unstubAllGlobals())

/** The receipt's rule controls against a fake server keeping the one bet and its rule. */
function setup(list: ServerBet[]) {
  let bet = listed
  const lists = { asked: 0 }
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    if (url.includes('/bets?')) lists.asked++
    if (url.includes('/bets/cashout-rules')) {
      const body = init?.body ? (JSON.parse(init.body as string) as { threshold: { value: number } }) : null
      bet = { ...bet, cashout_rule: method === 'DELETE' || !body ? null : rule(body.threshold.value) }
      return json(200, { bet })
    }
    const data = list.length ? [bet] : []
    return json(200, { data, pagination: { total: data.length, page: 1, limit: 500, last_page: 1 } })
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, playerFixture())
  renderWithApp(
    <QueryClientProvider client={qc}>
      <ReceiptCashoutRule placed={placed} />
    </QueryClientProvider>,
  )
  return lists
}

describe('auto cash-out on the receipt (issue #30.1)', () => {
  it('sets a rule on the bet just placed, shows it, and removes it with focus back on the button', async () => {
    setup([listed])
    await userEvent.click(await screen.findByRole('button', { name: 'Auto cash-out' }))
    const dialog = await screen.findByRole('dialog', { name: 'Auto cash-out' })
    const input = within(dialog).getByRole('textbox', { name: 'When the cash-out offer reaches (EUR)' })
    await userEvent.clear(input)
    await userEvent.type(input, '15')
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Create|Save)/ }))
    const row = await screen.findByTestId('cashout-rule')
    expect(row.textContent).toContain('Auto cash-out at €15.00')
    await userEvent.click(within(row).getByRole('button', { name: /^Remove/ }))
    const button = await screen.findByRole('button', { name: 'Auto cash-out' })
    await waitFor(() => expect(document.activeElement).toBe(button))
  })

  it('offers nothing for a bet the open list does not offer to cash out', async () => {
    const lists = setup([])
    await waitFor(() => expect(lists.asked).toBe(1))
    await new Promise((r) => setTimeout(r, 0))
    expect(screen.queryByTestId('receipt-cashout-rule')).toBeNull()
  })
})
