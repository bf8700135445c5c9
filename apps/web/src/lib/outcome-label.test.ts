import { describe, expect, it } from 'vitest'
import { outcomeLabel, shortOutcomeName } from './outcome-label.ts'

describe('outcome labels', () => {
  it('name who a 1/X/2 price is on, keeping a line', () => {
    expect(outcomeLabel('1', 'Arsenal', 'Chelsea', 'Draw')).toBe('Arsenal')
    expect(outcomeLabel('2 (+1.5)', 'Arsenal', 'Chelsea', 'Draw')).toBe('Chelsea (+1.5)')
    expect(outcomeLabel('X', 'Arsenal', 'Chelsea', 'Draw')).toBe('Draw')
    expect(outcomeLabel('Over 2.5', 'Arsenal', 'Chelsea', 'Draw')).toBe('Over 2.5')
  })

  it("shorten over/under with the locale's words", () => {
    expect(shortOutcomeName('Over 2.5', { over: 'O', under: 'U' })).toBe('O 2.5')
    expect(shortOutcomeName('under 3.5', { over: 'أكثر', under: 'أقل' })).toBe('أقل 3.5')
    expect(shortOutcomeName('Yes', { over: 'O', under: 'U' })).toBe('Yes')
  })
})
