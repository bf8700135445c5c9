import { describe, expect, it } from 'vitest'
import { betRef } from './bet-ref.ts'

describe('betRef', () => {
  it('is the id in base 36, upper case, padded to six', () => {
    expect(betRef('11')).toBe('SB-00000B')
    expect(betRef('2176782336')).toBe('SB-1000000')
  })
})
