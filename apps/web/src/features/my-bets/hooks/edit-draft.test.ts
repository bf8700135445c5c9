import { describe, expect, it } from 'vitest'
import { betLegFixture, serverBetFixture } from '~/testing/bet-fixture.ts'
import { canEdit, draftChanges, keptLegs } from './edit-draft.ts'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const open = serverBetFixture({ to_cashout: eur(950), stake: eur(1000) })

describe('canEdit', () => {
  it('an open single or combo with a cash-out offer and a leg to play', () => {
    expect(canEdit(open)).toBe(true)
    expect(canEdit({ ...open, to_cashout: null })).toBe(false)
    expect(canEdit({ ...open, type: 'system' })).toBe(false)
    expect(canEdit({ ...open, type: 'custom_bet' })).toBe(false)
    expect(canEdit({ ...open, status: 'cashed_out' })).toBe(false)
    expect(canEdit({ ...open, bonus: { id: 'b', type: 'freebet', odds: null, amount: eur(500) } })).toBe(
      false,
    )
  })
})

describe('draftChanges', () => {
  it('the stake typed is the new stake: Δ counts from the cash-out value; empty keeps it', () => {
    expect(draftChanges(open, { removed: [1], swapped: [], added: [], stake: '' }, 950, 'en')).toEqual({
      changes: { remove: [1], swap: [], add: [], stake_delta: 0 },
    })
    expect(draftChanges(open, { removed: [], swapped: [], added: [], stake: '5' }, 950, 'en')).toMatchObject({
      changes: { stake_delta: -450 },
    })
    expect(
      draftChanges(open, { removed: [], swapped: [], added: [], stake: '12,50' }, 950, 'de'),
    ).toMatchObject({
      changes: { stake_delta: 300 },
    })
    expect(draftChanges(open, { removed: [], swapped: [], added: [], stake: 'x' }, 950, 'en')).toEqual({
      problem: 'editBet.stake_invalid',
    })
  })

  it("a swap names the leg's market and the outcome chosen; a removed leg drops its swap", () => {
    const swapped = [{ position: 0, outcome_id: 'x', odds: 3.4 }]
    expect(draftChanges(open, { removed: [], swapped, added: [], stake: '' }, 950, 'en')).toMatchObject({
      changes: {
        swap: [
          {
            position: 0,
            selection: { match_id: 1, market_id: 1, specifier: '', outcome_id: 'x', odds: 3.4 },
          },
        ],
      },
    })
    expect(draftChanges(open, { removed: [0], swapped, added: [], stake: '' }, 950, 'en')).toMatchObject({
      changes: { remove: [0], swap: [] },
    })
  })

  it('settled legs never stay; at least one leg to play must remain', () => {
    const won = { ...open, selections: [betLegFixture(1, { result: 'win' }), betLegFixture(2)] }
    expect(keptLegs(won, [])).toEqual([1])
    expect(draftChanges(won, { removed: [1], swapped: [], added: [], stake: '' }, 950, 'en')).toEqual({
      problem: 'editBet.error.no_open_leg',
    })
  })
})
