import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  acceptTerms,
  acceptedVersion,
  dismissTerms,
  followTerms,
  requireTerms,
  termsPending,
  useTermsState,
} from './terms.ts'
import { renderHook } from '@testing-library/react'

afterEach(() => {
  followTerms(null, null)
  localStorage.clear()
})

describe('terms-and-conditions checker (spec §2)', () => {
  it('asks a signed-in player to accept changed terms before a bet, then places it', () => {
    followTerms(7, '2026-11')
    const { result } = renderHook(() => useTermsState())
    expect(termsPending()).toBe(true)
    expect(result.current.open).toBe(true) // asked on sign-in
    dismissTerms()
    const place = vi.fn()
    requireTerms(place) // Place pressed: asked again, the bet waits
    expect(place).not.toHaveBeenCalled()
    acceptTerms()
    expect(place).toHaveBeenCalledTimes(1)
    expect(acceptedVersion(7)).toBe('2026-11')
    requireTerms(place)
    expect(place).toHaveBeenCalledTimes(2)
  })

  it('asks again for a newer version, never for visitors or without a version', () => {
    localStorage.setItem('sb_terms_accepted:7', '2026-10')
    followTerms(7, '2026-11')
    expect(termsPending()).toBe(true)
    followTerms(null, '2026-11')
    expect(termsPending()).toBe(false)
    followTerms(7, null)
    const place = vi.fn()
    requireTerms(place)
    expect(place).toHaveBeenCalledTimes(1)
  })
})
