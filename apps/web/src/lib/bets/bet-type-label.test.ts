import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import de from '~/locales/de.json'
import en from '~/locales/en.json'
import { serverBetFixture } from '~/testing/bet-fixture.ts'
import { betTypeLabel } from './bet-type-label.ts'

describe('a placed bet’s type in My Bets and the receipt', () => {
  it('names a named multiple with its bets (ADR 034), an N-of-M system as before', () => {
    const intl = createIntl({ locale: 'en', messages: en })
    const yankee = serverBetFixture({
      type: 'system',
      system: { id: 'yankee', win_count: 2, total_count: 4, lines: 11 },
    })
    expect(betTypeLabel(intl, yankee)).toBe('Yankee · 11 bets')
    // a bet listed without its lines (an older server) still counts them
    const lucky = serverBetFixture({
      type: 'system',
      system: { id: 'lucky15', win_count: 1, total_count: 4 },
    })
    expect(betTypeLabel(intl, lucky)).toBe('Lucky 15 · 15 bets')
    const twoOfThree = serverBetFixture({
      type: 'system',
      system: { id: '2/3', win_count: 2, total_count: 3 },
    })
    expect(betTypeLabel(intl, twoOfThree)).toBe('System 2/3')
    expect(betTypeLabel(createIntl({ locale: 'de', messages: de }), yankee)).toBe('Yankee · 11 Wetten')
  })
})
