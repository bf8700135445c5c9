import {
  bonusId,
  decimalOdds,
  emptyTicket,
  EUR,
  money,
  ticketReducer,
  ticketSummary,
  type BetBonus,
  type Ticket,
  type TicketAction,
} from '@sportsbook/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_SLIP_CONTEXT } from '~/lib/slip/slip-context.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { SlipFooter } from './slip-footer.tsx'

const eur = (cents: number) => money(cents, EUR)
const at = (n: number, odds: number) => ({ ...sel(n), odds: decimalOdds(odds) })

/** A ticket built by the domain's reducer, then the bonus the picker would have chosen. */
function ticketOf(actions: TicketAction[], bonus?: BetBonus): Ticket {
  const t = actions.reduce((t, a) => ticketReducer(t, a, DEFAULT_SLIP_CONTEXT), emptyTicket(EUR))
  if (!bonus) return t
  const [bet] = t.bets
  return { ...t, bets: [{ ...bet!, availableBonuses: [bonus], bonus }] }
}

function renderFooter(ticket: Ticket, stakeLimit?: Parameters<typeof SlipFooter>[0]['stakeLimit']) {
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }))
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderWithApp(
    <QueryClientProvider client={qc}>
      <SlipFooter
        ticket={ticket}
        summary={ticketSummary(ticket)}
        problems={[]}
        limits={{}}
        loggedIn
        stakeLimit={stakeLimit}
        onPlace={() => undefined}
      />
    </QueryClientProvider>,
  )
}

const value = (testId: string) => screen.getByTestId(testId).textContent

describe('the slip footer reads as the bet does (issue #29)', () => {
  it('a €10 freebet is the stake: "€10.00 freebet", €0.00 cash at risk, the return in the button too', () => {
    const freebet = { id: bonusId('f1'), type: 'freebet_only_win' as const, amount: eur(1000) }
    const ticket = ticketOf([{ type: 'toggleOutcome', selection: at(1, 2.5) }], freebet)
    renderFooter({ ...ticket, bets: [{ ...ticket.bets[0]!, stake: eur(1000) }] })
    expect(value('total-stake')).toBe('€10.00 freebet')
    expect(screen.getByText('Cash at risk').nextElementSibling?.textContent).toBe('€0.00')
    // only-win: the winnings, €10 × 2.5 − €10
    expect(value('potential-win')).toBe('€15.00')
    expect(screen.getByRole('button', { name: 'Place bet · €10.00 freebet Returns €15.00' })).toBeTruthy()
  })

  it('a cash bet shows no cash-at-risk line: the stake is the cash', () => {
    const ticket = ticketOf([
      { type: 'toggleOutcome', selection: at(1, 2.5) },
      { type: 'setStake', key: `single:${sel(1).outcomeId}`, stake: eur(1000) },
    ])
    renderFooter(ticket)
    expect(value('total-stake')).toBe('€10.00')
    expect(screen.queryByText('Cash at risk')).toBeNull()
    expect(screen.getByRole('button', { name: 'Place bet · €10.00 Returns €25.00' })).toBeTruthy()
  })

  it('a boosted combo shows the odds that produce the win, the boost named, the odds before it under them', () => {
    const boost = { id: bonusId('c1'), type: 'comboboost' as const, odds: 1.05 }
    const ticket = ticketOf(
      [
        { type: 'toggleOutcome', selection: at(1, 1.3) },
        { type: 'toggleOutcome', selection: at(2, 2.5) },
        { type: 'toggleOutcome', selection: at(3, 2.44) },
        { type: 'setStake', key: 'combo', stake: eur(1000) },
      ],
      boost,
    )
    expect(ticket.bets[0]?.betType).toBe('combo')
    renderFooter(ticket)
    // 1.3 × 2.5 × 2.44 = 7.93; × 1.05 = 8.3265
    expect(screen.getByText('Total odds with Combo boost +5%')).toBeTruthy()
    expect(value('total-odds')).toBe('8.33')
    expect(screen.getByText('7.93 without the boost')).toBeTruthy()
    expect(value('potential-win')).toBe('€83.26')
    expect(screen.getByRole('button', { name: 'Place bet · €10.00 Returns €83.26' })).toBeTruthy()
  })

  it('a profit-boosted combo shows the odds the return is paid at, the token named, the odds before it (ADR 033)', () => {
    const token = { id: bonusId('p1'), type: 'profit_boost' as const, odds: 1.25, maxStake: eur(2000) }
    const ticket = ticketOf(
      [
        { type: 'toggleOutcome', selection: at(1, 1.3) },
        { type: 'toggleOutcome', selection: at(2, 2.5) },
        { type: 'setStake', key: 'combo', stake: eur(1000) },
      ],
      token,
    )
    renderFooter(ticket)
    // 1.3 × 2.5 = 3.25; the profit 2.25 × 1.25 = 2.8125 → 3.8125
    expect(screen.getByText('Total odds with Profit boost +25%')).toBeTruthy()
    expect(value('total-odds')).toBe('3.81')
    expect(screen.getByText('3.25 without the boost')).toBeTruthy()
    expect(value('potential-win')).toBe('€38.12')
  })

  it('a limit that blocks Place draws it plainly off: no brand fill, and it says why', () => {
    const ticket = ticketOf([
      { type: 'toggleOutcome', selection: at(1, 2) },
      { type: 'setStake', key: `single:${sel(1).outcomeId}`, stake: eur(1000) },
    ])
    const breach = { type: 'loss' as const, interval: 'day' as const, remaining: eur(0) }
    renderFooter(ticket, { allowance: breach, breach })
    const place = screen.getByRole('button', { name: /^Place bet/ })
    expect(place).toHaveProperty('disabled', true)
    expect(place.hasAttribute('data-blocked')).toBe(true)
    expect(place.className).not.toMatch(/\bbg-brand\b/)
    expect(place.className).toMatch(/\bborder-dashed\b/)
    expect(place.getAttribute('aria-describedby')).toBe('slip-stake-limit')
  })
})
