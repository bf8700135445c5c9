import { describe, expect, it } from 'vitest'
import { betCategory } from './present-bet.ts'

describe('betCategory (spec §3 bet categories)', () => {
  it('is cyber when every selection is an esport, else regular', () => {
    expect(betCategory(['cs2'])).toBe('cyber')
    expect(betCategory(['cs2', 'dota2', 'lol'])).toBe('cyber')
    expect(betCategory(['soccer', 'tennis'])).toBe('regular')
    expect(betCategory(['soccer', 'cs2'])).toBe('regular')
    expect(betCategory(['unknown-sport'])).toBe('regular')
  })
})
