import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { JACKPOT } from '~/testing/jackpot-fixture.ts'
import { JackpotCard } from './jackpot-card.tsx'

describe('JackpotCard', () => {
  it('shows each level’s pool with its must-drop amount, top level first, and the qualifying rule', () => {
    renderWithApp(<JackpotCard jackpot={JACKPOT} />)
    const card = screen.getByRole('article', { name: 'Mega Jackpot' })
    const levels = within(card).getAllByRole('listitem')
    expect(levels.map((l) => l.textContent)).toEqual([
      'GrandMust drop by €100.00€5,123.45',
      'MiniMust drop by €100.00€75.00',
    ])
    expect(card.textContent).toContain(
      'Every real-money bet of €1.00 or more at odds of 1.50 or higher adds to every level.',
    )
  })
})
