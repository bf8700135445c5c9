import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CUSTOM_BET_GROUPS,
  MAIN_MARGIN,
  parseSpec,
  price,
  Rng,
  soccer,
  SOCCER_DEFS,
} from '../../pricing/index.ts'
import { customOdds, jointProbability, MIN_JOINT_PROBABILITY, type Leg } from './joint-probability.ts'

/** Eligible soccer legs with the specifiers the feed offers. */
const SPECIFIERS: Record<number, string[]> = {
  14: ['hcp=0:1', 'hcp=1:0'],
  18: ['total=0.5', 'total=1.5', 'total=2.5', 'total=3.5'],
  19: ['total=0.5', 'total=1.5'],
  20: ['total=0.5', 'total=1.5'],
  37: ['total=2.5'],
  68: ['total=0.5', 'total=1.5'],
  90: ['total=0.5', 'total=1.5'],
}
const LEGS: Leg[] = Object.keys(CUSTOM_BET_GROUPS.soccer ?? {}).flatMap((id) => {
  const def = SOCCER_DEFS.get(Number(id))!
  return (SPECIFIERS[def.id] ?? ['']).flatMap((s) => {
    const spec = parseSpec(s)
    return def.outcomes(spec).map((_, index) => ({ def, spec, index }))
  })
})

/** A prematch model from a seed and a rating difference, and its scenarios. */
const scenariosOf = (seed: number, diff: number) =>
  soccer.scenarios(soccer.init(Rng.from(seed, 'custom'), [diff, 0]))

const arb = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  diff: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
  legs: fc.uniqueArray(fc.integer({ min: 0, max: LEGS.length - 1 }), { minLength: 1, maxLength: 5 }),
})

describe('jointProbability', () => {
  it('is at most the smallest probability of its legs, and never negative', () => {
    fc.assert(
      fc.property(arb, ({ seed, diff, legs }) => {
        const scenarios = scenariosOf(seed, diff)
        const picked = legs.map((i) => LEGS[i]!)
        const joint = jointProbability(scenarios, picked)!
        const single = picked.map((l) => jointProbability(scenarios, [l])!)
        expect(joint).toBeGreaterThanOrEqual(0)
        expect(joint).toBeLessThanOrEqual(Math.min(...single) + 1e-12)
      }),
      { numRuns: 60 },
    )
  })

  it("of one leg is that outcome's probability, the one the feed prices the market from", () => {
    const scenarios = scenariosOf(7, 0.3)
    const def = SOCCER_DEFS.get(1)!
    const legs = [0, 1, 2].map((index) => jointProbability(scenarios, [{ def, spec: {}, index }])!)
    expect(legs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
    // The feed's 1X2 odds are 1 / (p × (1 + margin)) of the same probabilities.
    const odds = price(def, '', scenarios, MAIN_MARGIN).outcomes.map((o) => o.odds)
    legs.forEach((p, i) => expect(odds[i]).toBeCloseTo(1 / (p * (1 + MAIN_MARGIN)), 1))
  })

  it('does not depend on the order of the legs, and a repeated leg changes nothing', () => {
    fc.assert(
      fc.property(arb, ({ seed, diff, legs }) => {
        const scenarios = scenariosOf(seed, diff)
        const picked = legs.map((i) => LEGS[i]!)
        const joint = jointProbability(scenarios, picked)!
        expect(jointProbability(scenarios, [...picked].reverse())).toBeCloseTo(joint, 12)
        expect(jointProbability(scenarios, [...picked, picked[0]!])).toBeCloseTo(joint, 12)
      }),
      { numRuns: 30 },
    )
  })

  it('is 0 for contradictory legs: home win and away win, under 0.5 and both teams to score', () => {
    const s = scenariosOf(3, 0)
    const x12 = SOCCER_DEFS.get(1)!
    expect(
      jointProbability(s, [
        { def: x12, spec: {}, index: 0 },
        { def: x12, spec: {}, index: 2 },
      ]),
    ).toBe(0)
    const under = { def: SOCCER_DEFS.get(18)!, spec: parseSpec('total=0.5'), index: 1 }
    expect(jointProbability(s, [under, { def: SOCCER_DEFS.get(29)!, spec: {}, index: 0 }])).toBe(0)
  })

  it('is null when a leg can refund (draw no bet)', () => {
    expect(
      jointProbability(scenariosOf(3, 0), [{ def: SOCCER_DEFS.get(11)!, spec: {}, index: 0 }]),
    ).toBeNull()
  })
})

describe('customOdds', () => {
  it('prices 1 / (p × (1 + margin)) in two decimals', () => {
    expect(customOdds(0.25, 0.07)).toEqual({ ok: true, odds: 3.74 })
  })

  it('refuses legs that cannot win together, untradably likely ones, and refunding legs', () => {
    expect(customOdds(0, 0.07)).toEqual({ ok: false, reason: 'incompatible' })
    expect(customOdds(MIN_JOINT_PROBABILITY, 0.07)).toEqual({ ok: false, reason: 'incompatible' })
    expect(customOdds(0.99, 0.07)).toEqual({ ok: false, reason: 'untradable' })
    expect(customOdds(null, 0.07)).toEqual({ ok: false, reason: 'not_win_lose' })
  })

  it('never pays more than the fair odds of the joint probability', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.9, noNaN: true }), (p) => {
        const r = customOdds(p, 0.07)
        if (r.ok) expect(r.odds).toBeLessThanOrEqual(Math.max(1 / p, 1.01) + 0.005)
      }),
    )
  })
})
