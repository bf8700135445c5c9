import { describe, expect, it } from 'vitest'
import { placedBetOdds } from '../index.ts'

describe('placedBetOdds', () => {
  it('multiplies the accepted prices exactly and shows two decimals, rounded half up', () => {
    expect(placedBetOdds([21_000, 17_500])).toBe(3.68) // 2.1 × 1.75 = 3.675
    expect(placedBetOdds([11_000, 11_000, 11_000])).toBe(1.33) // 1.331
    expect(placedBetOdds([15_000])).toBe(1.5)
  })

  it('is exact where floating point is not', () => {
    // 1.02 × 1.25 = 1.275 exactly; in floating point it is 1.27499… and rounded to 1.27.
    expect(Math.round(1.02 * 1.25 * 100) / 100).toBe(1.27)
    expect(placedBetOdds([10_200, 12_500])).toBe(1.28)
  })

  it("takes a custom bet's own price as it is", () => {
    expect(placedBetOdds([20_000, 30_000], 45_125)).toBe(4.5125)
  })
})
