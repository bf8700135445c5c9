import { BTC, EUR } from '@sportsbook/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { setDisplayUnit, shownCode } from './display-unit.ts'
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

describe('amounts typed in a subcurrency (spec §3)', () => {
  afterEach(() => setDisplayUnit('BTC', 'BTC'))
  it('a bettor showing BTC in mBTC types mBTC: 1.5 is 150,000 satoshi, and sees it back', () => {
    setDisplayUnit('BTC', 'mBTC')
    const m = parseAmount('1,5', 'de', BTC)!
    expect(m.amount).toBe(150_000)
    expect(m.currency.code).toBe('BTC')
    expect(amountText(m, 'en')).toBe('1.5')
    expect(shownCode('BTC')).toBe('mBTC')
    setDisplayUnit('BTC', 'BTC')
    expect(parseAmount('1.5', 'en', BTC)!.amount).toBe(150_000_000)
  })
})
