// A jackpot widget that names its jackpot asks for that one (spec §7 GET /jackpots/{id}, getJackpot),
// not the whole list; without a name it shows the first of the list.
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeTransport } from '~/lib/realtime/fake-transport.ts'
import { RealtimeClient } from '~/lib/realtime/realtime-client.ts'
import { jsonResponse } from '~/testing/fixtures.ts'
import { JACKPOT, renderWidgets } from '../test-harness.tsx'

// Live pools come over the realtime client; here an offline stand-in (no test reaches a server).
const realtime = new RealtimeClient(new FakeTransport())
vi.mock('~/lib/realtime/browser-client.ts', () => ({ getRealtimeClient: () => realtime }))

afterEach(() => vi.unstubAllGlobals())

describe('jackpot widgets', () => {
  it('ask GET /jackpots/{id} for the jackpot they name and show it', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input)
      asked.push(url)
      if (url.includes('/jackpots/7'))
        return jsonResponse(200, { ...JACKPOT, id: '7', name: 'Weekend Jackpot' })
      return jsonResponse(404, { error: { code: 'not_found', message: 'no' } })
    })
    renderWidgets([{ kind: 'jackpotBanner', layout: 'Default', jackpot_id: '7' }])
    expect(await screen.findByRole('link', { name: /Weekend Jackpot/ }, { timeout: 5_000 })).toBeTruthy()
    expect(asked.filter((u) => /\/jackpots(\?|$)/.test(u))).toEqual([])
    expect(asked.some((u) => /\/api\/sportsbook\/jackpots\/7$/.test(u))).toBe(true)
  })

  it('show the first running jackpot of the list when they name none', async () => {
    renderWidgets([{ kind: 'jackpotBanner', layout: 'Default' }])
    expect(await screen.findByRole('link', { name: /Mega Jackpot/ }, { timeout: 5_000 })).toBeTruthy()
  })
})
