import { describe, expect, it } from 'vitest'
import { matchFixture } from '~/testing/fixtures.ts'
import { outcomeKeyParts } from '@sportsbook/domain'
import { selectionFrom } from './selection-from.ts'

describe('selectionFrom', () => {
  it('keys the outcome by match, market and line so equal outcome ids of other matches differ', () => {
    const match = matchFixture()
    const market = match.main_market!
    const outcome = market.outcomes[0]!
    const s = selectionFrom(match, market, outcome)!
    expect(s.outcomeId).toBe(`${match.id}|${market.id}|${market.specifier}|${outcome.id}`)
    expect(outcomeKeyParts(s.outcomeId).outcomeId).toBe(outcome.id)
    expect(s.odds).toBe(outcome.odds)
    expect(s.market?.marketName).toBe(market.name)
  })

  it('gives nothing for a price that cannot be backed', () => {
    const match = matchFixture()
    const market = match.main_market!
    expect(selectionFrom(match, market, { ...market.outcomes[0]!, odds: 1 })).toBeUndefined()
  })

  it('names an outright by itself and marks it, so the slip keeps it a single', () => {
    const match = { ...matchFixture(), type: 'outright' as const, name: 'Premier League 2026/27 - Winner' }
    const market = match.main_market!
    const s = selectionFrom(match, market, market.outcomes[0]!)!
    expect(s.nameA).toBe('Premier League 2026/27 - Winner')
    expect(s.nameB).toBeUndefined()
    expect(s.isOutright).toBe(true)
    expect(selectionFrom(matchFixture(), market, market.outcomes[0]!)!.isOutright).toBeUndefined()
  })
})
