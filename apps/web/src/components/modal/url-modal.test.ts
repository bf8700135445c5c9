import { describe, expect, it } from 'vitest'
import { modalFromUrl } from './url-modal.ts'

describe('modalFromUrl', () => {
  it('opens a modal named by the hash and removes the hash', () => {
    expect(modalFromUrl('/sports/live', '?page=2', '#sign-in')).toEqual({
      name: 'sign-in',
      params: {},
      cleanUrl: '/sports/live?page=2',
    })
  })

  it('opens a modal named by ?modal= and removes it with its token, keeping other parameters', () => {
    expect(
      modalFromUrl('/sports', '?modal=password-edit&reset_password_token=abc&date=2026-01-01', '#top'),
    ).toEqual({
      name: 'password-edit',
      params: { reset_password_token: 'abc' },
      cleanUrl: '/sports?date=2026-01-01#top',
    })
  })

  it('accepts aliases of the new-password modal', () => {
    expect(modalFromUrl('/sports', '', '#forgot-password')?.name).toBe('password-new')
    expect(modalFromUrl('/sports', '?modal=new-password', '')?.name).toBe('password-new')
  })

  it('ignores hashes and queries that name no modal', () => {
    expect(modalFromUrl('/sports', '?modal=nope', '#betBuilder')).toBeNull()
    expect(modalFromUrl('/sports', '', '')).toBeNull()
  })
})
