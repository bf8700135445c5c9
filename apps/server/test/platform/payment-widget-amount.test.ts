// The stand-in widget's amount field (browser code, pure): typed text to minor units.
import { BTC, EUR, JPY } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { toMinor } from '../../src/modules/payment-widget/browser/amount.ts'

describe('payment widget amount', () => {
  it('reads whole and decimal amounts with a point or a comma', () => {
    expect(toMinor('25', EUR)).toBe(2_500)
    expect(toMinor(' 12.5 ', EUR)).toBe(1_250)
    expect(toMinor('12,05', EUR)).toBe(1_205)
    expect(toMinor('0.0005', BTC)).toBe(50_000)
  })

  it('refuses zero, negatives, too many decimals and anything else', () => {
    for (const bad of ['', '0', '0.00', '-5', '1.234', '1e3', 'abc', '1.2.3', '12 EUR']) {
      expect(toMinor(bad, EUR), bad).toBeNull()
    }
    expect(toMinor('5.5', JPY)).toBeNull()
    expect(toMinor('999999999999999', EUR)).toBeNull() // beyond a safe integer of cents
  })
})
