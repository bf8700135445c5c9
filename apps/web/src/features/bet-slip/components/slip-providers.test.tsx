import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeTransport } from '~/lib/realtime/fake-transport.ts'
import { RealtimeClient } from '~/lib/realtime/realtime-client.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { getProviderStatuses } from '~/lib/settings/provider-statuses.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { jsonResponse, settingsFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { BetSlip } from './bet-slip.tsx'
import { SlipLive } from './slip-live.tsx'

const transport = new FakeTransport()
const client = new RealtimeClient(transport)
vi.mock('~/lib/realtime/browser-client.ts', () => ({ getRealtimeClient: () => client }))

const settings = settingsFixture({
  stakes: [100, 500],
  multi_single_available_by_provider: { betradar: true, oddin: true },
  provider_statuses: { betradar: true, oddin: true },
})
let settingsCalls = 0

beforeEach(() => {
  settingsCalls = 0
  vi.stubGlobal('fetch', async (input: string) => {
    if (new URL(input, 'http://sportsbook.test').pathname.endsWith('/settings')) {
      settingsCalls++
      return jsonResponse(200, settings)
    }
    return new Response('{}', { status: 503 })
  })
  act(() => getSlipStore().dispatch({ type: 'clear' }))
})
afterEach(() => vi.unstubAllGlobals())

const offline = 'Unavailable: the price provider is offline'

describe('the slip and provider_status_changed (spec §6, §7)', () => {
  it("makes an offline provider's selection unavailable until it is back; Place waits meanwhile", async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    qc.setQueryData(playerQueryKey, null)
    renderWithApp(
      <QueryClientProvider client={qc}>
        <SlipLive />
        <BetSlip />
      </QueryClientProvider>,
    )
    act(() => {
      getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(1) })
      getSlipStore().dispatch({ type: 'toggleOutcome', selection: { ...sel(2), provider: 'oddin' } })
    })
    // the statuses of GET /settings are the slip's until an event changes one
    await waitFor(() => expect(getProviderStatuses()).toEqual({ betradar: true, oddin: true }))
    const pub = await vi.waitFor(() => transport.subs.find((s) => s.channel === 'public:en')!)
    const status = (provider: string, active: boolean) =>
      act(() => pub.emit('publication', { data: { type: 'provider_status_changed', provider, active } }))
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /Place bet/ })).toBeTruthy())
    expect(screen.queryByText(offline)).toBeNull()

    status('oddin', false)
    const items = screen.getAllByTestId('slip-selection')
    expect(items[1]!.textContent).toContain(offline)
    expect(items[0]!.textContent).not.toContain(offline)
    expect(getSlipStore().getTicket().ticketState).toBe('odds_changed')
    expect(screen.queryByRole('button', { name: /Place bet/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Accept changes' })).toBeTruthy()

    status('oddin', true)
    expect(screen.queryByText(offline)).toBeNull()
    expect(getSlipStore().getTicket().ticketState).toBe('initial')
    expect(screen.getByRole('button', { name: /Place bet/ })).toBeTruthy()

    // after a gap in the channel, the statuses are asked again (GET /settings)
    const asked = settingsCalls
    act(() => pub.emit('subscribed', { wasRecovering: true, recovered: false }))
    await waitFor(() => expect(settingsCalls).toBe(asked + 1))
  })
})
