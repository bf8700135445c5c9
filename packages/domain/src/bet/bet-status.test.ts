import { describe, expect, it } from 'vitest'
import {
  BET_RESULTS,
  BET_STATUSES,
  isSettled,
  isUnacceptedStatus,
  matchesResultFilter,
  removeOnUpdate,
  resultGroup,
} from './bet-status.ts'
import { toBetType } from './bet-type.ts'

describe('bet statuses and results (spec §3, §4)', () => {
  it('Bet status: cashed_out, withdrawn, waiting_results, ready_to_process, done, cancelled, cashout_in_progress, submitted, rejected', () => {
    expect(BET_STATUSES).toHaveLength(9)
  })
  it('submitted, rejected and cancelled are treated as a group', () => {
    expect(BET_STATUSES.filter(isUnacceptedStatus)).toEqual(['cancelled', 'submitted', 'rejected'])
  })
  it('Result values: no_results, canceled, win_entire, lose_entire, refund_entire, refund_half_win_other, refund_half_lose_other, cashed_out', () => {
    expect(BET_RESULTS.map(resultGroup)).toEqual([
      undefined,
      'refund',
      'win',
      'lose',
      'refund',
      'win',
      'lose',
      'win',
    ])
    expect(matchesResultFilter('no_results', 'all')).toBe(true)
    expect(matchesResultFilter('no_results', 'win')).toBe(false)
    expect(matchesResultFilter('lose_entire', 'lose')).toBe(true)
    expect([isSettled('no_results'), isSettled('win_entire')]).toEqual([false, true])
  })
  it('Bet updates replace the matching bet; a VIP bet that becomes rejected is removed', () => {
    expect(removeOnUpdate({ isVip: true, status: 'rejected' })).toBe(true)
    expect(removeOnUpdate({ isVip: false, status: 'rejected' })).toBe(false)
    expect(removeOnUpdate({ isVip: true, status: 'done' })).toBe(false)
  })
  it('Combo, double, treble and accumulator are treated as combo', () => {
    expect(['combo', 'double', 'treble', 'accumulator'].map(toBetType)).toEqual([
      'combo',
      'combo',
      'combo',
      'combo',
    ])
    expect(['single', 'system', 'custom_bet', 'x'].map(toBetType)).toEqual([
      'single',
      'system',
      'custom_bet',
      undefined,
    ])
  })
})
