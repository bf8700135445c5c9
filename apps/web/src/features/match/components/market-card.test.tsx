import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { marketFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { MarketCard } from './market-card.tsx'

describe('MarketCard', () => {
  it('names 1 and 2 of a result by the teams, but a count of goals by its number', () => {
    const exactGoals = marketFixture({
      id: 21,
      name: 'Exact goals',
      outcomes: ['0', '1', '2', '3'].map((n) => ({ id: n, name: n, active: true, odds: 4 })),
    })
    renderWithApp(<MarketCard lines={[marketFixture()]} home="Arsenal" away="Chelsea" bettable />)
    expect(screen.getByRole('button', { name: 'Arsenal 1.85' })).toBeTruthy()
    renderWithApp(<MarketCard lines={[exactGoals]} home="Arsenal" away="Chelsea" bettable />)
    const goals = screen.getByRole('region', { name: 'Exact goals' })
    expect([...goals.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '0 4.00',
      '1 4.00',
      '2 4.00',
      '3 4.00',
    ])
  })
})
