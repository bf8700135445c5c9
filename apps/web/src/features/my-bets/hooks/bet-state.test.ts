import { describe, expect, it } from 'vitest'
import { betState } from './bet-state.ts'

describe('betState', () => {
  it('reads status and result together', () => {
    expect(betState({ status: 'waiting_results', result: 'no_results' })).toBe('open')
    expect(betState({ status: 'done', result: 'win_entire' })).toBe('won')
    expect(betState({ status: 'done', result: 'lose_entire' })).toBe('lost')
    expect(betState({ status: 'done', result: 'refund_entire' })).toBe('refund')
    expect(betState({ status: 'cashed_out', result: 'cashed_out' })).toBe('cashed_out')
    expect(betState({ status: 'rejected', result: 'no_results' })).toBe('void')
  })
})
