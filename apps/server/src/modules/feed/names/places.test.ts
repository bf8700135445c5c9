import { describe, expect, it } from 'vitest'
import { Rng } from '../../pricing/index.ts'
import { placeName, teamNames } from './places.ts'

describe('place and team names', () => {
  it('capitalise every word of a two-word place, as real club names are', () => {
    const rng = Rng.from(7, 'names')
    const names = [...teamNames(rng, 'es', 40), ...Array.from({ length: 40 }, () => placeName(rng, 'it'))]
    for (const name of names) {
      for (const word of name.split(' ')) expect(word.charAt(0)).toBe(word.charAt(0).toUpperCase())
    }
  })
})
