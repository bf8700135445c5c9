import { describe, expect, it } from 'vitest'
import { authModalTarget } from './auth-modal.tsx'

const at = (u: string) => authModalTarget(new URL(u, 'http://x'))

describe('auth paths', () => {
  it('send each auth path to home with the matching modal and its token', () => {
    expect(at('/sports/users/sign-in')).toBe('/sports?modal=sign-in')
    expect(at('/sports/users/sign-up/')).toBe('/sports?modal=sign-up')
    expect(at('/sports/users/password/new')).toBe('/sports?modal=password-new')
    expect(at('/sports/users/password/edit?reset_password_token=abc&x=1')).toBe(
      '/sports?modal=password-edit&reset_password_token=abc',
    )
    expect(at('/ar/sports/users/confirmation?confirmation_token=t')).toBe(
      '/ar/sports?modal=confirmation&confirmation_token=t',
    )
  })
})
