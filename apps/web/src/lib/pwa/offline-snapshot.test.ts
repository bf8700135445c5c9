import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepSnapshot, OFFLINE_SNAPSHOT_KEY, restoreOffline, saveSnapshot } from './offline-snapshot.ts'

const OPEN = ['bets', { status: 'open', result: 'all' }]
const SETTLED = ['bets', { status: 'settled', result: 'all' }]
const player = { id: 7, email: 'ada@example.test' }
const openBets = { data: [{ id: 'b1', ref: 'SB-1' }] }

function signedInClient(fetchedAt: number) {
  const qc = new QueryClient()
  vi.setSystemTime(fetchedAt)
  qc.setQueryData(['session', 'player'], player)
  qc.setQueryData(['session', 'accounts'], [{ currency: 'EUR', active: true }])
  qc.setQueryData(OPEN, openBets)
  qc.setQueryData(SETTLED, { data: [{ id: 'old' }] })
  qc.setQueryData(['sports', 'en'], [{ id: 1 }])
  return qc
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  localStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
})

describe('the offline snapshot', () => {
  it('brings back the player, accounts and open bets (as of their fetch) into a page opened offline', () => {
    const fetchedAt = Date.parse('2026-11-29T14:03:00Z')
    saveSnapshot(signedInClient(fetchedAt))
    vi.setSystemTime(fetchedAt + 3_600_000)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const fresh = new QueryClient()
    restoreOffline(fresh)
    expect(fresh.getQueryData(['session', 'player'])).toEqual(player)
    expect(fresh.getQueryData(OPEN)).toEqual(openBets)
    expect(fresh.getQueryState(OPEN)?.dataUpdatedAt).toBe(fetchedAt)
    // nothing else: other lists and the catalogue are not kept
    expect(fresh.getQueryData(SETTLED)).toBeUndefined()
    expect(fresh.getQueryData(['sports', 'en'])).toBeUndefined()
    // queries wait for the network rather than fail
    expect(onlineManager.isOnline()).toBe(false)
  })

  it('is removed once nobody is signed in, so the next player of the device never sees it', () => {
    const qc = signedInClient(Date.now())
    saveSnapshot(qc)
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).not.toBeNull()
    qc.setQueryData(['session', 'player'], null)
    saveSnapshot(qc)
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toBeNull()
  })

  it('writes what the page fetched before it started, and keeps the copy while the player is still being asked', () => {
    const qc = signedInClient(Date.now())
    const stop = keepSnapshot(qc)
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toContain('SB-1')
    stop()
    const asking = new QueryClient()
    saveSnapshot(asking)
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toContain('SB-1')
  })

  it('follows the open bets as they change, written even if the network goes within the delay, not overwritten offline', () => {
    const qc = signedInClient(Date.now())
    const stop = keepSnapshot(qc)
    qc.setQueryData(OPEN, { data: [{ id: 'b2', ref: 'SB-2' }] })
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    vi.advanceTimersByTime(600)
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toContain('SB-2')
    online.mockReturnValue(false)
    qc.setQueryData(OPEN, { data: [] })
    vi.advanceTimersByTime(600)
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toContain('SB-2')
    // a page left within the delay (a reload) still writes what changed online
    online.mockReturnValue(true)
    qc.setQueryData(OPEN, { data: [{ id: 'b3', ref: 'SB-3' }] })
    window.dispatchEvent(new Event('pagehide'))
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toContain('SB-3')
    stop()
  })
})
