import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decimalOdds, scaledOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { acceptsMove, oddsAccepted } from './accepted-odds.ts'
import type { AcceptedOddsPolicy } from './types.ts'

const policies: AcceptedOddsPolicy[] = ['none', 'higher', 'any']
const policy = fc.constantFrom(...policies)
const odds = fc.double({ min: 1.01, max: 1000, noNaN: true }).map((n) => n as DecimalOdds)
const amount = fc.bigInt({ min: 0n, max: 10n ** 12n })

describe('the accepted-odds policy (spec §4)', () => {
  it('takes the same value under every policy', () => {
    fc.assert(
      fc.property(policy, odds, (p, o) => {
        expect(oddsAccepted(p, o, o)).toBe(true)
      }),
    )
  })

  it('never treats float noise below the odds scale as a move', () => {
    fc.assert(
      fc.property(policy, odds, (p, o) => {
        const noisy = (o + 1e-9) as DecimalOdds
        expect(scaledOdds(noisy)).toBe(scaledOdds(o))
        expect(oddsAccepted(p, o, noisy)).toBe(true)
      }),
    )
    expect(oddsAccepted('none', decimalOdds(1.1 + 0.2), decimalOdds(1.3))).toBe(true)
  })

  it('none refuses every move, any takes every move, higher takes exactly the rises', () => {
    fc.assert(
      fc.property(amount, amount, (seen, current) => {
        fc.pre(seen !== current)
        expect(acceptsMove('none', seen, current)).toBe(false)
        expect(acceptsMove('any', seen, current)).toBe(true)
        expect(acceptsMove('higher', seen, current)).toBe(current > seen)
      }),
    )
  })

  it('each policy accepts at least what a stricter one does (none ⊆ higher ⊆ any)', () => {
    fc.assert(
      fc.property(odds, odds, (seen, current) => {
        const [none, higher, any] = policies.map((p) => oddsAccepted(p, seen, current))
        expect(!none || higher).toBe(true)
        expect(!higher || any).toBe(true)
      }),
    )
  })

  it('compares odds at the domain scale: a rise of one step is a rise', () => {
    expect(oddsAccepted('higher', decimalOdds(1.85), decimalOdds(1.8501))).toBe(true)
    expect(oddsAccepted('higher', decimalOdds(1.85), decimalOdds(1.8499))).toBe(false)
    expect(oddsAccepted('none', decimalOdds(1.85), decimalOdds(1.8501))).toBe(false)
  })
})
