import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { marketKey, matchMarketKey, outcomeKey, outcomeKeyParts } from './keys.ts'

const id = fc.oneof(fc.nat({ max: 2_147_483_647 }).map(String), fc.constantFrom('over', 'sr:player:7', '1:0'))
const line = fc.tuple(fc.constantFrom('total', 'hcp', 'variant'), fc.integer({ min: -40, max: 40 }))
const specifier = fc
  .array(line, { maxLength: 3 })
  .map((parts) => parts.map(([name, value]) => `${name}=${value / 4}`).join('|'))

describe('market and outcome keys', () => {
  it('an outcome key gives back the parts it was made of, whatever the specifier holds', () => {
    fc.assert(
      fc.property(id, id, specifier, id, (matchId, marketId, spec, outcomeId) => {
        expect(outcomeKeyParts(outcomeKey(matchId, marketId, spec, outcomeId))).toEqual({
          matchId,
          marketId,
          specifier: spec,
          outcomeId,
        })
      }),
    )
  })

  it('two outcomes have the same key only when every part is the same', () => {
    fc.assert(
      fc.property(fc.tuple(id, id, specifier, id), fc.tuple(id, id, specifier, id), (a, b) => {
        expect(outcomeKey(...a) === outcomeKey(...b)).toBe(a.every((part, i) => part === b[i]))
      }),
    )
  })

  it('nests: the outcome key starts with its match market key, which ends with its market key', () => {
    expect(marketKey(18, 'total=2.5')).toBe('18|total=2.5')
    expect(matchMarketKey(7, 18, 'total=2.5')).toBe('7|18|total=2.5')
    expect(outcomeKey(7, 18, 'total=2.5', '12')).toBe('7|18|total=2.5|12')
    // numbers and their strings make the same key: the wire sends numbers, the slip keeps strings
    expect(outcomeKey('7', '18', '', '1')).toBe(outcomeKey(7, 18, '', 1))
  })
})
