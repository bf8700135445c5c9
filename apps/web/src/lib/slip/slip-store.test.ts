import { EUR, GBP } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { createSlipStore } from './slip-store.ts'
import { BETS_KEY } from './slip-storage.ts'
import { sel } from './test-selection.ts'

class MemoryStorage {
  data = new Map<string, string>()
  getItem = (k: string) => this.data.get(k) ?? null
  setItem = (k: string, v: string) => void this.data.set(k, v)
}

describe('slip store', () => {
  it('binds the domain reducer and notifies subscribers once per change', () => {
    const store = createSlipStore(undefined)
    let calls = 0
    store.subscribe(() => calls++)
    store.dispatch({ type: 'toggleOutcome', selection: sel(1) })
    store.dispatch({ type: 'toggleOutcome', selection: sel(2) })
    expect(store.getTicket().selectedOutcomeIds).toEqual([sel(1).outcomeId, sel(2).outcomeId])
    store.dispatch({ type: 'switchBetType', to: 'combo' }) // two matches start a combo (ADR 024): no change
    expect(calls).toBe(2)
  })

  it('keeps the bets in session storage and restores them in a new store', () => {
    const storage = new MemoryStorage() as unknown as Storage
    const a = createSlipStore(storage)
    a.dispatch({ type: 'toggleOutcome', selection: sel(1) })
    a.dispatch({ type: 'toggleOutcome', selection: sel(2) })
    a.dispatch({ type: 'switchBetType', to: 'combo' })
    const key = a.getTicket().bets[0]!.key
    a.dispatch({ type: 'setStake', key, stake: { amount: 500, currency: a.getTicket().currency } })
    expect(storage.getItem(BETS_KEY)).toContain('combo')
    const b = createSlipStore(storage)
    expect(b.getTicket().bets).toHaveLength(1)
    expect(b.getTicket().bets[0]?.betType).toBe('combo')
    expect(b.getTicket().bets[0]?.stake.amount).toBe(500)
    expect(b.getTicket().selectedOutcomeIds).toEqual([sel(1).outcomeId, sel(2).outcomeId])
  })

  it("converts restored stakes to the player's currency once it is known; a later switch zeroes them", () => {
    const storage = new MemoryStorage() as unknown as Storage
    const a = createSlipStore(storage)
    a.dispatch({ type: 'toggleOutcome', selection: sel(1) })
    const key = a.getTicket().bets[0]!.key
    a.dispatch({ type: 'setStake', key, stake: { amount: 1000, currency: EUR } })
    const b = createSlipStore(storage)
    b.dispatch({ type: 'currencyChanged', currency: GBP })
    // 10.00 EUR at 0.85 GBP per EUR
    expect(b.getTicket().currency.code).toBe('GBP')
    expect(b.getTicket().bets[0]?.stake).toEqual({ amount: 850, currency: GBP })
    b.dispatch({ type: 'currencyChanged', currency: EUR })
    expect(b.getTicket().bets[0]?.stake.amount).toBe(0)
  })

  it('starts empty from malformed storage', () => {
    const storage = new MemoryStorage() as unknown as Storage
    storage.setItem(BETS_KEY, '{"currency":{"code":"EUR"},"bets":[{"nope":1}]}')
    expect(createSlipStore(storage).getTicket().bets).toEqual([])
    storage.setItem(BETS_KEY, 'not json')
    expect(createSlipStore(storage).getTicket().bets).toEqual([])
  })
})
