import { describe, expect, it } from 'vitest'
import { mayStay } from './user-group-check.tsx'

describe('user-group checker (spec §6)', () => {
  const vipOnly = { requiredGroup: 'VIP', redirectLoggedOut: false }
  it('lets players of the group stay and sends others away', () => {
    expect(mayStay(vipOnly, { loggedIn: true, currentGroup: 'vip' })).toBe(true)
    expect(mayStay(vipOnly, { loggedIn: true, currentGroup: 'Bronze' })).toBe(false)
    expect(mayStay(vipOnly, { loggedIn: true, currentGroup: null })).toBe(false)
  })
  it('waits while the session or the groups are loading', () => {
    expect(mayStay(vipOnly, { loggedIn: null, currentGroup: undefined })).toBeNull()
    expect(mayStay(vipOnly, { loggedIn: true, currentGroup: undefined })).toBeNull()
  })
  it('sends visitors away only when configured', () => {
    expect(mayStay(vipOnly, { loggedIn: false, currentGroup: undefined })).toBe(true)
    expect(
      mayStay({ requiredGroup: null, redirectLoggedOut: true }, { loggedIn: false, currentGroup: undefined }),
    ).toBe(false)
  })
})
