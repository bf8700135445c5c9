import type { ServerBet } from '@sportsbook/contract'
import { render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import ar from '~/locales/ar.json'
import de from '~/locales/de.json'
import en from '~/locales/en.json'
import { BetLuckyRow } from './bet-lucky-row.tsx'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const MESSAGES = { en, de, ar }

function renderRow(lucky: ServerBet['lucky'], locale: keyof typeof MESSAGES = 'en') {
  return render(
    <IntlProvider locale={locale} messages={MESSAGES[locale]}>
      <dl>
        <BetLuckyRow bet={{ lucky }} />
      </dl>
    </IntlProvider>,
  )
}

const row = () => screen.getByTestId('bet-lucky-bonus').textContent

describe('BetLuckyRow (ADR 036-lucky-bonuses)', () => {
  it('shows the terms an open Lucky 15 took', () => {
    renderRow({ base: 'winnings', one_winner_odds_multiplier: 2, all_winners_percent: 10, state: 'open' })
    expect(row()).toBe('Lucky bonus1 winner: single at double odds · All win: +10% on the winnings')
  })

  it('shows the bonus paid once settled, or that it was not earned', () => {
    const { unmount } = renderRow({
      base: 'winnings',
      one_winner_odds_multiplier: 2,
      state: 'paid',
      reward: eur(150),
    })
    expect(row()).toBe('Lucky bonus€1.50')
    unmount()
    renderRow({ base: 'returns', all_winners_percent: 25, state: 'none' })
    expect(row()).toBe('Lucky bonusNot earned')
  })

  it('says it in the reader’s language, other multipliers and the returns base too', () => {
    const { unmount } = renderRow(
      { base: 'returns', one_winner_odds_multiplier: 4, all_winners_percent: 12.5, state: 'open' },
      'de',
    )
    expect(row()).toBe(
      'Lucky-Bonus1 Gewinner: Einzelwette zur 4-fachen Quote · Alle gewinnen: +12,5\u00a0% auf die Auszahlung',
    )
    unmount()
    renderRow({ base: 'winnings', one_winner_odds_multiplier: 3, state: 'open' }, 'ar')
    expect(row()).toContain('بثلاثة أضعاف الاحتمالات')
  })

  it('shows nothing for a bet without a Lucky bonus', () => {
    const { container } = renderRow(undefined)
    expect(container.querySelector('dl')?.innerHTML).toBe('')
  })
})
