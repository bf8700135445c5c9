import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EUR } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { cashoutRuleProblem, ruleFires, rulePayment, type CashoutRule } from './auto-rule.ts'

const eur = (n: number) => money(n, EUR)
const auto = (threshold: number, amount?: number): CashoutRule => ({
  kind: 'auto',
  threshold: eur(threshold),
  ...(amount === undefined ? {} : { amount: eur(amount) }),
})

describe('cashoutRuleProblem', () => {
  it('wants a threshold above the offer now and at most the potential win', () => {
    expect(cashoutRuleProblem(auto(1200), eur(950), eur(2100))).toBeUndefined()
    expect(cashoutRuleProblem(auto(2100), eur(950), eur(2100))).toBeUndefined()
    expect(cashoutRuleProblem(auto(950), eur(950), eur(2100))).toBe('cashout_rule_threshold_too_low')
    expect(cashoutRuleProblem(auto(900), eur(950), eur(2100))).toBe('cashout_rule_threshold_too_low')
    expect(cashoutRuleProblem(auto(2101), eur(950), eur(2100))).toBe('cashout_rule_threshold_too_high')
  })

  it('refuses a rule where cash-out is not available now', () => {
    expect(cashoutRuleProblem(auto(1200), undefined, eur(2100))).toBe('cashout_unavailable')
  })

  it('a partial amount is above 0 and below the threshold, and only on an auto rule', () => {
    expect(cashoutRuleProblem(auto(1200, 600), eur(950), eur(2100))).toBeUndefined()
    expect(cashoutRuleProblem(auto(1200, 1200), eur(950), eur(2100))).toBe('cashout_rule_amount_invalid')
    expect(cashoutRuleProblem(auto(1200, 0), eur(950), eur(2100))).toBe('cashout_rule_amount_invalid')
    const notify: CashoutRule = { kind: 'notify', threshold: eur(1200), amount: eur(100) }
    expect(cashoutRuleProblem(notify, eur(950), eur(2100))).toBe('cashout_rule_amount_invalid')
  })
})

describe('ruleFires and rulePayment', () => {
  it('fires at or above the threshold and pays the offer at that moment, not the threshold', () => {
    expect(ruleFires(auto(1000), eur(999))).toBe(false)
    expect(ruleFires(auto(1000), undefined)).toBe(false)
    expect(ruleFires(auto(1000), eur(1000))).toBe(true)
    // the offer jumped from 8.00 past a 10.00 rule to 12.00: 12.00 is paid
    expect(rulePayment(auto(1000), eur(1200))).toEqual(eur(1200))
    expect(rulePayment(auto(1000), eur(999))).toBeUndefined()
  })

  it('a partial rule pays its amount; a notify rule pays nothing', () => {
    expect(rulePayment(auto(1000, 400), eur(1200))).toEqual(eur(400))
    expect(rulePayment({ kind: 'notify', threshold: eur(1000) }, eur(1200))).toBeUndefined()
  })

  it('property: a rule that passed validation never fires at creation, and never pays below its threshold or above the offer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 1, max: 3_000_000 }),
        fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: undefined }),
        fc.integer({ min: 0, max: 4_000_000 }),
        (offerNow, threshold, win, amount, later) => {
          const rule = auto(threshold, amount)
          if (cashoutRuleProblem(rule, eur(offerNow), eur(win)) !== undefined) return
          expect(ruleFires(rule, eur(offerNow))).toBe(false)
          const paid = rulePayment(rule, eur(later))
          if (later < threshold) {
            expect(paid).toBeUndefined()
            return
          }
          expect(paid!.amount).toBeLessThanOrEqual(later)
          expect(paid!.amount).toBe(amount ?? later)
          if (amount === undefined) expect(paid!.amount).toBeGreaterThanOrEqual(threshold)
        },
      ),
    )
  })
})
