// A bet's type from what it carries.
import { describe, expect, it } from 'vitest'
import { betTypeOf } from './bet.ts'

describe('betTypeOf', () => {
  it('reads a bet type from what the bet carries', () => {
    expect(betTypeOf({ custom: true, system: false, selections: 3 })).toBe('custom_bet')
    expect(betTypeOf({ custom: false, system: true, selections: 3 })).toBe('system')
    expect(betTypeOf({ custom: false, system: false, selections: 2 })).toBe('combo')
    expect(betTypeOf({ custom: false, system: false, selections: 1 })).toBe('single')
  })
})
