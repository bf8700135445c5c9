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
    expect(shortOutcomeName({ id: '1', name: 'Over 2.5' }, { over: 'O', under: 'U' })).toBe('O 2.5')
    expect(shortOutcomeName({ id: '2', name: 'under 3.5' }, { over: 'أكثر', under: 'أقل' })).toBe('أقل 3.5')
    expect(shortOutcomeName({ id: '74', name: 'Yes' }, { over: 'O', under: 'U' })).toBe('Yes')
  })

  it('shortens localised over/under names by their outcome id', () => {
    expect(shortOutcomeName({ id: '12', name: 'Über 2.5' }, { over: 'Ü', under: 'U' })).toBe('Ü 2.5')
    expect(shortOutcomeName({ id: '13', name: 'أقل من 0.5' }, { over: 'أكثر', under: 'أقل' })).toBe('أقل 0.5')
    expect(shortOutcomeName({ id: '12', name: 'Mais de' }, { over: '+', under: '-' })).toBe('Mais de')
  })
})
