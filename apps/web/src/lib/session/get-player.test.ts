import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse as json, playerFixture } from '~/testing/fixtures.ts'
import { getPlayer } from './get-player.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  document.cookie = 'sb_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

describe('getPlayer', () => {
  it('does not ask the API for a visitor (no session cookies): no 401 in the console', async () => {
    const fetchMock = vi.fn(async () => json(401, { error: { code: 'unauthorized', message: 'Sign in' } }))
    vi.stubGlobal('fetch', fetchMock)
    expect(await getPlayer()).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks when a session may exist, and answers null when it has expired', async () => {
    document.cookie = 'sb_csrf=c1'
    const player = playerFixture()
    vi.stubGlobal('fetch', async () => json(200, player))
    expect(await getPlayer()).toEqual(player)
    vi.stubGlobal('fetch', async () => json(401, { error: { code: 'unauthorized', message: 'Sign in' } }))
    expect(await getPlayer()).toBeNull()
  })
})
