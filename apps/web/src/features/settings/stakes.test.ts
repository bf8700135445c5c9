import { EUR } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { MAX_STAKE_MINOR, parseStakes, stakeTexts } from './stakes.ts'

describe('quick stakes', () => {
  it('shows minor units as the locale writes amounts and reads them back', () => {
    expect(stakeTexts([100, 550, 1000], 'de', EUR)).toEqual(['1', '5,5', '10'])
    expect(parseStakes(['1', '5,5', '10'], 'de', EUR)).toEqual({ ok: true, stakes: [100, 550, 1000] })
  })

  it('names every box that is not an amount above zero or is over the limit', () => {
    const tooMuch = String(MAX_STAKE_MINOR / 100 + 1)
    expect(parseStakes(['2', '', '0', 'abc', tooMuch], 'en', EUR)).toEqual({
      ok: false,
      invalid: [1, 2, 3, 4],
    })
  })
})
