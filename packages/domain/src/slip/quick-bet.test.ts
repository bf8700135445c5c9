import { describe, expect, it } from 'vitest'
import { EUR, USD } from '../money/currency.ts'
import { money, zero } from '../money/money.ts'
import { placeBetError } from './place-bet-errors.ts'
import * as q from './quick-bet.ts'
import { eur, key } from './test-fixtures.ts'

const on = q.toggleQuickBet(q.initialQuickBet(EUR))
const ready = q.approveQuickBet(q.setQuickBetStake(on, eur(500)))
const a = key('a')

describe('quick bet (spec §4)', () => {
  it('Quick bet: toggle enables and resets approval', () => {
    expect(on).toMatchObject({ isEnabled: true, isApproved: false })
    expect(q.toggleQuickBet(ready)).toMatchObject({ isEnabled: false, isApproved: false })
  })

  it('stake or currency change resets approval', () => {
    expect(q.setQuickBetStake(ready, eur(100)).isApproved).toBe(false)
    expect(q.setQuickBetStake(ready, zero(USD)).isApproved).toBe(false)
  })

  it('approval needs stake above 0', () => {
    expect(q.approveQuickBet(on)).toBe(on)
    expect(ready.isApproved).toBe(true)
  })

  it('placing proceeds only if approved and not processing, going processing then success or error', () => {
    expect(q.startQuickBet(on, a)).toBeUndefined()
    expect(q.startQuickBet(q.toggleQuickBet(ready), a)).toBeUndefined()
    const processing = q.startQuickBet(ready, a)!
    expect(processing).toMatchObject({ state: 'processing', selectedOutcomeIds: ['a'] })
    expect(q.startQuickBet(processing, a)).toBeUndefined()
    expect(q.finishQuickBet(processing)).toMatchObject({ state: 'success', selectedOutcomeIds: [] })
    const failed = q.finishQuickBet(processing, placeBetError(101))
    expect(failed).toMatchObject({ state: 'error', error: { i18nKey: 'error.place_bets.invalid_odds' } })
    expect(q.startQuickBet(failed, a)?.error).toBeUndefined()
  })

  it('Quick bet turns off when balance falls below the quick-bet stake or to zero', () => {
    expect(q.onBalance(ready, eur(400))).toMatchObject({ isEnabled: false, isApproved: false })
    expect(q.onBalance(q.setQuickBetStake(on, eur(0)), eur(0)).isEnabled).toBe(false)
    expect(q.onBalance(ready, eur(500))).toBe(ready)
    expect(q.onBalance(ready, money(1, USD))).toBe(ready)
    const off = q.initialQuickBet(EUR)
    expect(q.onBalance(off, eur(0))).toBe(off)
  })

  it('potential win equal or less than stake is too low', () => {
    expect(q.quickBetWinTooLow(eur(100), eur(100))).toBe(true)
    expect(q.quickBetWinTooLow(eur(100), eur(101))).toBe(false)
  })
})
