import { betSummary, bonusId, decimalOdds, EUR, money, type Bet, type Selection } from '@sportsbook/domain'
import { render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import en from '~/locales/en.json'
import { sel } from '~/lib/slip/test-selection.ts'
import { BonusPicker } from './bonus-picker.tsx'

/** A selection of match n at odds 2. */
const at2 = (n: number): Selection => {
  const odds = decimalOdds(2)
  return {
    ...sel(n),
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
  } as Selection
}

const boost = { id: bonusId('c1'), type: 'comboboost' as const, odds: 1.05 }
const freebet = { id: bonusId('f2'), type: 'freebet_only_win' as const, amount: money(1000, EUR) }

function renderPicker(bet: Bet) {
  return render(
    <IntlProvider locale="en" messages={en}>
      <BonusPicker bet={bet} summary={betSummary(bet)} disabled={false} />
    </IntlProvider>,
  )
}

describe('BonusPicker', () => {
  it('offers no bonus, the comboboost and the freebet, and shows the boosted odds of the picked boost', () => {
    const selections = [1, 2, 3].map(at2)
    renderPicker({
      key: '0',
      betType: 'combo',
      stake: money(1000, EUR),
      stakeSource: 'sharing',
      selections,
      availableBonuses: [boost, freebet],
      bonus: boost,
    } as Bet)
    const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked
    expect(checked('No bonus')).toBe(false)
    expect(checked('Combo boost +5%')).toBe(true)
    expect(checked('Freebet (winnings only) €10.00')).toBe(false)
    expect(screen.getByTestId('boosted-odds').textContent).toContain('8.00 × 1.05 = 8.40')
    // a bonus bet has no cash-out (server rule): the player learns it before placing
    expect(screen.getByText("A bet with a bonus can't be cashed out.")).toBeTruthy()
  })

  it('says nothing of cash-out while no bonus is picked', () => {
    renderPicker({
      key: '0',
      betType: 'combo',
      stake: money(1000, EUR),
      stakeSource: 'sharing',
      selections: [1, 2, 3].map(at2),
      availableBonuses: [boost],
    } as Bet)
    expect((screen.getByRole('radio', { name: 'No bonus' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByTestId('bonus-no-cashout')).toBeNull()
  })

  it('shows nothing when the bet can use no bonus', () => {
    const { container } = renderPicker({
      key: '0',
      betType: 'single',
      stake: money(1000, EUR),
      stakeSource: 'sharing',
      selections: [at2(1)],
      availableBonuses: [],
    } as unknown as Bet)
    expect(container.innerHTML).toBe('')
  })

  it('offers a profit-boost token and says in words the odds it makes (3.00 at 25 % → 3.50)', () => {
    const token = { id: bonusId('f5'), type: 'profit_boost' as const, odds: 1.25, maxStake: money(2000, EUR) }
    const odds = decimalOdds(3)
    const single = { ...at2(1), odds, acceptedOdds: odds, initialOdds: odds } as Selection
    const bet = {
      key: '0',
      betType: 'single',
      stake: money(1000, EUR),
      stakeSource: 'sharing',
      selections: [single],
      availableBonuses: [token],
      bonus: token,
    } as unknown as Bet
    renderPicker(bet)
    expect((screen.getByRole('radio', { name: 'Profit boost +25%' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByTestId('profit-boost-odds').textContent).toBe('Odds 3.00 boosted to 3.50')
    expect(screen.getByTestId('profit-boost-limit').textContent).toBe('+25% profit · stake up to €20.00')
    expect(screen.queryByTestId('boosted-odds')).toBeNull()
    // the quoted win is €30 + €5 boost
    expect(betSummary(bet).potentialWin.amount).toBe(3500)
  })
})
