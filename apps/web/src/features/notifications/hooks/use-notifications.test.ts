// Spec §7 POST /counters: after realtime may have missed events, the counters come again in one call.
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse as json } from '~/testing/fixtures.ts'
import { countersKey, listKey } from '../api/notifications.ts'
import { resyncNotifications } from './use-notifications.ts'

afterEach(() => vi.unstubAllGlobals())

describe('resyncNotifications', () => {
  it('asks POST /counters for the named counters and sets the bell; the list turns stale', async () => {
    const asked: { url: string; method: string; body: unknown }[] = []
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      asked.push({ url, method: init?.method ?? 'GET', body: init?.body && JSON.parse(String(init.body)) })
      return json(200, { counters: { notifications: 4 } })
    })
    const qc = new QueryClient()
    qc.setQueryData(countersKey(7), { notifications: 1 })
    qc.setQueryData(listKey(7), { data: [], pagination: { total: 0, page: 1, limit: 20, last_page: 1 } })
    await resyncNotifications(qc, 7)
    expect(asked).toEqual([
      { url: expect.stringMatching(/\/counters$/), method: 'POST', body: { names: ['notifications'] } },
    ])
    expect(asked[0]!.url).not.toContain('/notifications/counters')
    expect(qc.getQueryData(countersKey(7))).toEqual({ notifications: 4 })
    expect(qc.getQueryState(listKey(7))?.isInvalidated).toBe(true)
  })

  it('keeps the number it has when the call fails', async () => {
    vi.stubGlobal('fetch', async () => json(503, { error: { code: 'unavailable', message: 'down' } }))
    const qc = new QueryClient()
    qc.setQueryData(countersKey(7), { notifications: 2 })
    await resyncNotifications(qc, 7)
    expect(qc.getQueryData(countersKey(7))).toEqual({ notifications: 2 })
  })
})
