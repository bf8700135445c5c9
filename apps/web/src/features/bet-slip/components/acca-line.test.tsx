import type { AccaOffersWire } from '@sportsbook/contract'
import { bonusId, decimalOdds, EUR, money, type Bet, type Selection } from '@sportsbook/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import de from '~/locales/de.json'
import en from '~/locales/en.json'
import { sel } from '~/lib/slip/test-selection.ts'
import AccaLine from './acca-line.tsx'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const offers: AccaOffersWire = {
  insurance: { min_legs: 5, min_odds: 1.2, cap: eur(2000) },
  bonus: {
    min_odds: 1.2,
    cap: eur(100_000),
    tiers: [
      { min_legs: 4, max_legs: 5, percent: 5 },
      { min_legs: 6, max_legs: 7, percent: 10 },
    ],
  },
}

const leg = (n: number, odds = 2, matchStatus = 0): Selection =>
  ({ ...sel(n), odds: decimalOdds(odds), acceptedOdds: decimalOdds(odds), matchStatus }) as Selection

const combo = (selections: Selection[], over: Partial<Bet> = {}): Bet =>
  ({
    key: '0',
    betType: 'combo',
    stake: money(1000, EUR),
    stakeSource: 'sharing',
    selections,
    ...over,
  }) as Bet

function renderLine(bet: Bet, locale: 'en' | 'de' = 'en') {
  const qc = new QueryClient()
  qc.setQueryData(['bonuses', 'acca'], offers)
  return render(
    <QueryClientProvider client={qc}>
      <IntlProvider locale={locale} messages={locale === 'en' ? en : de}>
        <AccaLine bet={bet} />
      </IntlProvider>
    </QueryClientProvider>,
  )
}

const items = () => screen.getAllByRole('listitem').map((li) => li.textContent)

describe('AccaLine', () => {
  it('says a 5-fold is insured and earns +5%, and how close the next tier is', () => {
    renderLine(combo([1, 2, 3, 4, 5].map((n) => leg(n))))
    expect(screen.getByRole('list', { name: 'Acca offers' })).toBeTruthy()
    expect(items()).toEqual([
      'Acca insurance: if just one selection lets you down, your stake comes back as a freebet of up to €20.00.',
      'Acca bonus: +5% on your winnings if it wins.',
      'Add 1 more selection at odds of 1.20 or more for an acca bonus of +10%.',
    ])
  })

  it('tells a treble what is missing, in the reader’s language', () => {
    renderLine(combo([1, 2, 3].map((n) => leg(n))), 'de')
    expect(items()).toEqual([
      'Füge 2 weitere Tipps mit Quote 1,20 oder höher hinzu, um die Kombi-Versicherung zu erhalten.',
      'Füge 1 weiteren Tipp mit Quote 1,20 oder höher hinzu, um +5\u00a0% Kombi-Bonus zu erhalten.',
    ])
  })

  it('offers nothing with a live leg, and no acca bonus beside a combo boost', () => {
    const { unmount } = renderLine(combo([leg(1, 2, 1), ...[2, 3, 4, 5].map((n) => leg(n))]))
    expect(screen.queryByTestId('acca-line')).toBeNull()
    unmount()
    const boost = { id: bonusId('c1'), type: 'comboboost' as const, odds: 1.05 }
    renderLine(
      combo(
        [1, 2, 3, 4, 5].map((n) => leg(n)),
        { bonus: boost },
      ),
    )
    expect(items()).toEqual([
      'Acca insurance: if just one selection lets you down, your stake comes back as a freebet of up to €20.00.',
    ])
  })
})
