import { BTC, EUR } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { amountText, parseAmount } from './parse-amount.ts'

describe('parseAmount', () => {
  it('reads the locale decimal separator and a dot', () => {
    expect(parseAmount('10,5', 'de', EUR)?.amount).toBe(1050)
    expect(parseAmount('10.5', 'de', EUR)?.amount).toBe(1050)
    expect(parseAmount('1,234.56', 'en', EUR)?.amount).toBe(123456)
    expect(parseAmount('10.', 'en', EUR)?.amount).toBe(1000)
    expect(parseAmount('0.00012345', 'en', BTC)?.amount).toBe(12345)
  })

  it('rounds extra digits down and refuses text', () => {
    expect(parseAmount('1.239', 'en', EUR)?.amount).toBe(123)
    expect(parseAmount('abc', 'en', EUR)).toBeUndefined()
    expect(parseAmount('', 'en', EUR)).toBeUndefined()
  })

  it('shows amounts without grouping', () => {
    expect(amountText({ amount: 123450, currency: EUR }, 'de')).toBe('1234,5')
  })
})
