import { describe, expect, it } from 'vitest'
import { betCategory } from './presenters.ts'

describe('betCategory (spec §3 bet categories)', () => {
  it('is the sport type every selection shares, else regular', () => {
    expect(betCategory(['cyber'])).toBe('cyber')
    expect(betCategory(['cyber', 'cyber', 'cyber'])).toBe('cyber')
    expect(betCategory(['premium_cricket'])).toBe('premium_cricket')
    expect(betCategory(['regular', 'regular'])).toBe('regular')
    expect(betCategory(['regular', 'cyber'])).toBe('regular')
    expect(betCategory([null, 'something-else'])).toBe('regular')
  })
})
