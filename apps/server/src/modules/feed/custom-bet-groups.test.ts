// Market rows carry their custom-bet groups (spec §3 Market `custom_bet_groups`): soccer markets that
// only win or lose on the score have them, the others (and every other sport) an empty list.
import { describe, expect, it } from 'vitest'
import { type BaseModel, chooseLines, CUSTOM_BET_GROUPS, quoteMatch, Rng, SIMS } from '../pricing/index.ts'

function prematchRows(sport: keyof typeof SIMS) {
  const sim = SIMS[sport]
  const model = sim.init(Rng.from(7, `${sport}:groups`), [0.2, -0.1]) as BaseModel & {
    lines?: Record<string, number[]>
  }
  if (sim.lines) model.lines = chooseLines(sim.lines, sim.scenarios(model))
  return quoteMatch(sim, model, 'prematch', true)
}

describe('custom bet groups on market rows', () => {
  it('soccer markets get the groups of the custom-bet table, the rest none', () => {
    const rows = prematchRows('soccer')
    const table = CUSTOM_BET_GROUPS.soccer ?? {}
    expect(rows.find((r) => r.marketId === 1)?.customBetGroups.length).toBeGreaterThan(0)
    for (const r of rows) expect(r.customBetGroups).toEqual(table[r.marketId] ?? [])
    expect(rows.some((r) => r.customBetGroups.length === 0)).toBe(true)
  })

  it('sports without a custom-bet offer have none', () => {
    for (const r of prematchRows('tennis')) expect(r.customBetGroups).toEqual([])
  })
})
