import { BTC, money } from '@sportsbook/domain'
import { act, render, screen } from '@testing-library/react'
import { useIntl } from 'react-intl'
import { afterEach, expect, it } from 'vitest'
import { setDisplayUnit } from '~/lib/slip/display-unit.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { AppProviders } from './app-providers.tsx'

/** An amount somewhere on the page (My Bets, the slip): formatted through useIntl, nothing else read. */
function Stake() {
  const intl = useIntl()
  return <p data-testid="stake">{formatMoney(money(123_456, BTC), intl.locale)}</p>
}

afterEach(() => {
  setDisplayUnit('BTC', 'BTC')
  localStorage.clear()
})

it('a subcurrency picked in the balance menu shows at once in every amount on the page (spec §3)', () => {
  render(
    <AppProviders
      locale="en"
      brand={null}
      theme={{ theme: 'light', setTheme: () => {} }}
      dehydrated={undefined}
    >
      <Stake />
    </AppProviders>,
  )
  const stake = () => screen.getByTestId('stake').textContent?.replace(/\s/g, ' ')
  expect(stake()).toBe('BTC 0.00123456')
  act(() => setDisplayUnit('BTC', 'mBTC'))
  expect(stake()).toBe('1.23456 mBTC')
  act(() => setDisplayUnit('BTC', 'μBTC'))
  expect(stake()).toBe('1,234.56 μBTC')
})
