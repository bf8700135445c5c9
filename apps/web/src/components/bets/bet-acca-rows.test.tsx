import type { ServerBet } from '@sportsbook/contract'
import { render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import en from '~/locales/en.json'
import sv from '~/locales/sv.json'
import { BetAccaRows } from './bet-acca-rows.tsx'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })

function renderRows(acca: ServerBet['acca'], locale: 'en' | 'sv' = 'en') {
  return render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : sv}>
      <dl>
        <BetAccaRows bet={{ acca } as ServerBet} />
      </dl>
    </IntlProvider>,
  )
}

const row = (kind: string) => screen.getByTestId(`bet-${kind}`).textContent

describe('BetAccaRows', () => {
  it('shows what an open bet carries', () => {
    renderRows([
      { kind: 'acca_bonus', state: 'open', percent: 10 },
      { kind: 'acca_insurance', state: 'open' },
    ])
    expect(row('acca_bonus')).toBe('Acca bonus +10%Applies')
    expect(row('acca_insurance')).toBe('Acca insuranceApplies')
  })

  it('shows the freebet refunded and the bonus paid once settled', () => {
    renderRows([
      { kind: 'acca_bonus', state: 'paid', percent: 5, reward: eur(1223) },
      { kind: 'acca_insurance', state: 'none' },
    ])
    expect(row('acca_bonus')).toBe('Acca bonus +5%€12.23 paid')
    expect(row('acca_insurance')).toBe('Acca insuranceNot triggered')
  })

  it('says a cash-out cancelled them, in the reader’s language', () => {
    renderRows(
      [
        { kind: 'acca_insurance', state: 'paid', reward: eur(500) },
        { kind: 'acca_bonus', state: 'cancelled', percent: 10 },
      ],
      'sv',
    )
    expect(row('acca_insurance')).toBe('Kombiförsäkring5,00\u00a0€ återbetalat som gratisspel')
    expect(row('acca_bonus')).toBe('Kombibonus +10\u00a0%Avbruten av förtida utbetalning')
  })

  it('shows nothing for a bet without acca offers', () => {
    const { container } = renderRows(undefined)
    expect(container.querySelector('dl')?.innerHTML).toBe('')
  })
})
