import { describe, expect, it } from 'vitest'
import { readCookie } from './csrf.ts'

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; sb_csrf=abc%3D; b=2', 'sb_csrf')).toBe('abc=')
    expect(readCookie('sb_csrf_other=1', 'sb_csrf')).toBeUndefined()
    expect(readCookie('', 'sb_csrf')).toBeUndefined()
  })
})
