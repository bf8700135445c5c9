import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Sparkline, sparklinePoints } from './sparkline.tsx'

describe('Sparkline', () => {
  it('draws the highest value at the top and the lowest at the bottom', () => {
    const pts = sparklinePoints([2, 3, 1])
      .split(' ')
      .map((p) => p.split(',').map(Number))
    expect(pts).toHaveLength(3)
    const ys = pts.map(([, y]) => y!)
    expect(ys[1]).toBeLessThan(ys[0]!)
    expect(ys[2]).toBeGreaterThan(ys[0]!)
  })

  it('draws a single price as a flat line', () => {
    const ys = sparklinePoints([1.9])
      .split(' ')
      .map((p) => Number(p.split(',')[1]))
    expect(ys[0]).toBe(ys[1])
  })

  it('is an image named by its text alternative', () => {
    render(<Sparkline values={[1, 2]} label="Arsenal: from 1.90 to 2.10" />)
    expect(screen.getByRole('img', { name: 'Arsenal: from 1.90 to 2.10' })).toBeTruthy()
  })
})
