import { BTC, EUR, money } from '@sportsbook/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { Session } from '~/lib/session/use-session.ts'
import { setDisplayUnit } from '~/lib/slip/display-unit.ts'
import { playerFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { BalanceMenu } from './balance-menu.tsx'

const btc = { currency: 'BTC', balance: { value: 123_456, currency: 'BTC', subunits: 8 }, active: true }
const eur = { currency: 'EUR', balance: { value: 5_000, currency: 'EUR', subunits: 2 }, active: false }

const balance = () => screen.getByTestId('balance').textContent?.replace(/\s/g, ' ')

function setup(accounts = [btc, eur]) {
  const active = accounts.find((a) => a.active)!
  const currency = active.currency === 'BTC' ? BTC : EUR
  const session: Session = {
    status: 'logged_in',
    player: playerFixture({ currency: active.currency }),
    accounts,
    activeAccount: active,
    balance: money(active.balance.value, currency),
    currency,
  }
  renderWithApp(
    <QueryClientProvider client={new QueryClient()}>
      <BalanceMenu session={session} />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  setDisplayUnit('BTC', 'BTC')
  localStorage.clear()
})

describe('BalanceMenu subcurrencies (spec §3)', () => {
  it('shows a BTC balance in the unit the bettor picks, and keeps the choice', async () => {
    setup()
    expect(balance()).toBe('BTC 0.00123456')
    await userEvent.click(screen.getByRole('button', { name: /Balance/ }))
    const menu = await screen.findByRole('menu')
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'mBTC' }))
    expect(balance()).toBe('1.23456 mBTC')
    expect(JSON.parse(localStorage.getItem('display_units')!)).toEqual({ BTC: 'mBTC' })
  })

  it('offers no unit choice for a fiat account', async () => {
    setup([{ ...eur, active: true }])
    await userEvent.click(screen.getByRole('button', { name: /Balance/ }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).queryByText('Show amounts in')).toBeNull()
  })
})

describe('BalanceMenu in the header', () => {
  it('shows the exact amount without trailing zeros, and every decimal in the menu (fits a phone)', async () => {
    setup([{ ...btc, balance: { ...btc.balance, value: 5_000_000 } }, eur])
    expect(balance()).toBe('BTC 0.05')
    await userEvent.click(screen.getByRole('button', { name: /^Balance BTC\s0\.05$/ }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu).getByText('BTC 0.05000000', { normalizer: (t) => t.replace(/\s/g, ' ') }),
    ).toBeTruthy()
  })
})
