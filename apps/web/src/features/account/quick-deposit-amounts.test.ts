import { BTC, currency, EUR, money } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { quickDepositChoices, shortfall } from './quick-deposit-amounts.ts'

const amounts = (list: { amount: number }[]) => list.map((m) => m.amount)

describe('quick deposit amounts', () => {
  it("offers the currency's presets when nothing is missing", () => {
    expect(amounts(quickDepositChoices(EUR, 0))).toEqual([1_000, 2_500, 5_000])
    expect(amounts(quickDepositChoices(BTC, 0))).toEqual([50_000, 100_000, 500_000])
  })

  it('starts with what the stake is short by, then only presets that cover it', () => {
    expect(amounts(quickDepositChoices(EUR, 1_750))).toEqual([1_750, 2_500, 5_000])
    expect(amounts(quickDepositChoices(EUR, 2_500))).toEqual([2_500, 5_000])
    expect(amounts(quickDepositChoices(EUR, 90_000))).toEqual([90_000])
  })

  it('falls back to 10, 25 and 50 whole units of a currency without presets', () => {
    expect(amounts(quickDepositChoices(currency('XTS', 3, true), 0))).toEqual([10_000, 25_000, 50_000])
  })

  it('computes the shortfall from the slip stake and the balance; nonsense stakes are no shortfall', () => {
    expect(shortfall('2500', money(1_000, EUR))).toBe(1_500)
    expect(shortfall('500', money(1_000, EUR))).toBe(0)
    expect(shortfall('500', undefined)).toBe(500)
    for (const bad of [undefined, '', 'abc', '-5', '1.5']) expect(shortfall(bad, money(0, EUR))).toBe(0)
  })
})
