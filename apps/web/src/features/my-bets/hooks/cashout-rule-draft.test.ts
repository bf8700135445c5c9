import { describe, expect, it } from 'vitest'
import { serverBetFixture } from '~/testing/bet-fixture.ts'
import { draftRequest, initialDraft } from './cashout-rule-draft.ts'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const bet = serverBetFixture({ id: '7', win_amount: eur(4896), to_cashout: eur(900) })
const offer = eur(900)

describe('draftRequest (issue #30)', () => {
  it('reads amounts typed in the bettor’s locale into minor units', () => {
    expect(draftRequest(bet, offer, { mode: 'auto_partial', threshold: '12,50', amount: '5' }, 'de')).toEqual(
      {
        request: {
          bet_id: '7',
          kind: 'auto',
          threshold: { value: 1250, currency: 'EUR' },
          amount: { value: 500, currency: 'EUR' },
        },
      },
    )
  })

  it('names each problem by its message key, before anything is sent', () => {
    const problem = (mode: 'auto_full' | 'auto_partial' | 'notify', threshold: string, amount = '') =>
      (draftRequest(bet, offer, { mode, threshold, amount }, 'en') as { problem?: string }).problem
    expect(problem('auto_full', '')).toBe('bets.cashout_rule.threshold_missing')
    expect(problem('notify', '9')).toBe('bets.cashout_rule.threshold_too_low')
    expect(problem('auto_full', '48.97')).toBe('bets.cashout_rule.threshold_too_high')
    expect(problem('auto_full', '48.96')).toBeUndefined()
    // a part of the offer at or above the threshold would be the whole of it
    expect(problem('auto_partial', '12', '12')).toBe('bets.cashout_rule.amount_invalid')
    expect(problem('auto_partial', '12', '')).toBe('bets.cashout_rule.amount_invalid')
    // the threshold is told first, whatever the amount
    expect(problem('auto_partial', '0.01', '')).toBe('bets.cashout_rule.threshold_too_low')
  })

  it('fills the form from the active rule, in the bettor’s locale', () => {
    const ruled = {
      ...bet,
      cashout_rule: {
        kind: 'auto' as const,
        threshold: eur(1250),
        amount: eur(500),
        created_at: bet.created_at,
      },
    }
    expect(initialDraft(ruled, 'de')).toEqual({ mode: 'auto_partial', threshold: '12,5', amount: '5' })
    expect(initialDraft(bet, 'de')).toEqual({ mode: 'auto_full', threshold: '', amount: '' })
  })
})
