import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { BettingTerms } from './betting-terms.tsx'

/** The numbered rules under a feature's heading. */
function rulesOf(title: string): string[] {
  const section = screen.getByRole('region', { name: title })
  return within(section)
    .getAllByRole('listitem')
    .map((r) => r.textContent ?? '')
}

const hasRule = (rules: string[], rule: RegExp) => rules.some((r) => rule.test(r))

describe('the betting terms (issue #30)', () => {
  it('states the auto cash-out decisions under their own heading, numbered', () => {
    renderWithApp(<BettingTerms />)
    expect(screen.getByRole('heading', { level: 2, name: 'How our betting features work' })).toBeTruthy()
    const rules = rulesOf('Auto cash-out and cash-out alerts')
    expect(rules).toHaveLength(6)
    expect(rules[0]).toMatch(/even while you are signed out/)
    expect(hasRule(rules, /Cashing out yourself, fully or partly, removes the rule/)).toBe(true)
  })

  it('has one section per feature, in the order the features landed', () => {
    renderWithApp(<BettingTerms />)
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(headings).toEqual([
      'Auto cash-out and cash-out alerts',
      'Edit bet',
      'Early payout (2UP)',
      'Acca insurance and acca bonus',
      'Price boosts and profit boosts',
      'Named multiples (Trixie, Yankee, Lucky 15 …)',
      'Statements',
    ])
  })

  it('edit bet (ADR 030): new stake = cash-out value ± change, once per bet, all or nothing in play', () => {
    renderWithApp(<BettingTerms />)
    const rules = rulesOf('Edit bet')
    expect(rules).toHaveLength(6)
    expect(
      hasRule(rules, /new stake is the cash-out value when you confirm, plus what you add or minus/),
    ).toBe(true)
    expect(hasRule(rules, /not a bet with a bonus, free bet or boost, and not a system bet/)).toBe(true)
    expect(hasRule(rules, /the edit fails and nothing changes/)).toBe(true)
    expect(hasRule(rules, /Each bet can be edited once/)).toBe(true)
  })

  it('early payout (ADR 031): home or away, pre-match, final once paid', () => {
    renderWithApp(<BettingTerms />)
    const rules = rulesOf('Early payout (2UP)')
    expect(rules).toHaveLength(6)
    expect(hasRule(rules, /home or away side .* \(never the draw\), placed before the match started/)).toBe(
      true,
    )
    expect(hasRule(rules, /selections taken at a boosted price do not qualify/)).toBe(true)
    expect(hasRule(rules, /Paid early stays paid/)).toBe(true)
  })

  it('acca insurance and bonus (ADR 032): exactly one lost leg, one insured combo a day, cash-out cancels', () => {
    renderWithApp(<BettingTerms />)
    const rules = rulesOf('Acca insurance and acca bonus')
    expect(rules).toHaveLength(6)
    expect(hasRule(rules, /if exactly one selection loses, your stake comes back as a free bet/)).toBe(true)
    expect(hasRule(rules, /Insurance covers one combo a day/)).toBe(true)
    expect(hasRule(rules, /Cashing out, fully or partly, .* cancels both/)).toBe(true)
  })

  it('price and profit boosts (ADR 033): refused whole above the most stake, token back on a void, no cash-out', () => {
    renderWithApp(<BettingTerms />)
    const rules = rulesOf('Price boosts and profit boosts')
    expect(rules).toHaveLength(6)
    expect(hasRule(rules, /refused whole, never split/)).toBe(true)
    expect(hasRule(rules, /at 25 %, odds of 3\.00 pay as 3\.50/)).toBe(true)
    expect(hasRule(rules, /a void bet gives it back/)).toBe(true)
    expect(hasRule(rules, /cannot be cashed out, edited or given an auto cash-out rule/)).toBe(true)
  })

  it('named multiples (ADR 034): stake per bet, rounded once, no cash-out', () => {
    renderWithApp(<BettingTerms />)
    const rules = rulesOf('Named multiples (Trixie, Yankee, Lucky 15 …)')
    expect(rules).toHaveLength(7)
    expect(hasRule(rules, /a Yankee at 1\.00 a bet costs 11\.00/)).toBe(true)
    expect(hasRule(rules, /added up exactly and rounded down once/)).toBe(true)
    expect(hasRule(rules, /Named multiples cannot be cashed out/)).toBe(true)
    // Lucky bonuses (ADR 036-lucky-bonuses): one winner at multiplied odds, all winners a %, fixed at placement
    expect(hasRule(rules, /Lucky bonuses: .* single winner's single is paid at its odds multiplied/)).toBe(
      true,
    )
    expect(hasRule(rules, /The terms are fixed when you place the bet/)).toBe(true)
    expect(hasRule(rules, /none is paid if any selection is void or a non-runner/)).toBe(true)
  })

  it('statements (ADR 035): 12 months at most, open and free-bet stakes out of the win/loss', () => {
    renderWithApp(<BettingTerms />)
    const rules = rulesOf('Statements')
    expect(rules).toHaveLength(5)
    expect(
      hasRule(rules, /up to 12 months at a time; its CSV and PDF downloads list every money movement/),
    ).toBe(true)
    expect(hasRule(rules, /Win\/loss is returns minus cash stakes of settled bets/)).toBe(true)
    expect(hasRule(rules, /Free-bet stakes are shown apart and never count/)).toBe(true)
  })
})
