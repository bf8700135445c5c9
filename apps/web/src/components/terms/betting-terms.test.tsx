import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { BettingTerms } from './betting-terms.tsx'

describe('the betting terms (issue #30)', () => {
  it('states the auto cash-out decisions under their own heading, numbered', () => {
    renderWithApp(<BettingTerms />)
    expect(screen.getByRole('heading', { level: 2, name: 'How our betting features work' })).toBeTruthy()
    const section = screen.getByRole('region', { name: 'Auto cash-out and cash-out alerts' })
    const rules = within(section).getAllByRole('listitem')
    expect(rules).toHaveLength(6)
    expect(rules[0]?.textContent).toMatch(/even while you are signed out/)
    expect(
      rules.some((r) => /Cashing out yourself, fully or partly, removes the rule/.test(r.textContent ?? '')),
    ).toBe(true)
  })
})
