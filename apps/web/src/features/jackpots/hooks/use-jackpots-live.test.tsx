import type { JackpotList } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { FakeTransport } from '~/lib/realtime/fake-transport.ts'
import { RealtimeClient } from '~/lib/realtime/realtime-client.ts'
import { JACKPOT } from '~/testing/jackpot-fixture.ts'
import { jackpotsQueryKey } from '../api/get-jackpots.ts'
import { useJackpotsLive } from './use-jackpots-live.ts'

const transport = new FakeTransport()
const client = new RealtimeClient(transport)
vi.mock('~/lib/realtime/browser-client.ts', () => ({ getRealtimeClient: () => client }))

const paged = { total: 1, page: 1, limit: 500 }
const withMini = (value: number): JackpotList['data'][number] => ({
  ...JACKPOT,
  levels: JACKPOT.levels.map((l) =>
    l.code === 'mini' ? { ...l, pool_amount: { ...l.pool_amount, value } } : l,
  ),
})
const mini = (qc: QueryClient) =>
  qc.getQueryData<JackpotList>(jackpotsQueryKey)?.data[0]?.levels.find((l) => l.code === 'mini')?.pool_amount
    .value

describe('jackpot pools pushed live', () => {
  it('a refresh asked before the push never puts the older pools back over it', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    qc.setQueryData<JackpotList>(jackpotsQueryKey, { data: [withMini(105)], ...paged })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>
        <IntlProvider locale="en">{children}</IntlProvider>
      </QueryClientProvider>
    )
    renderHook(() => useJackpotsLive(), { wrapper })
    const sub = transport.subs.find((s) => s.channel === 'public:en')!
    act(() => sub.emit('subscribed', {}))

    // The 15-s refresh goes out with the pools as they were (105) and answers late.
    let answer!: (list: JackpotList) => void
    const refresh = qc.fetchQuery({
      queryKey: jackpotsQueryKey,
      queryFn: () => new Promise<JackpotList>((resolve) => (answer = resolve)),
      staleTime: 0,
    })
    act(() => sub.emit('publication', { data: { type: 'jackpot_changed', jackpot: withMini(200) } }))
    await waitFor(() => expect(mini(qc)).toBe(200))
    answer({ data: [withMini(105)], ...paged })
    await refresh.catch(() => undefined)
    await new Promise((r) => setTimeout(r, 20))
    expect(mini(qc)).toBe(200)
  })
})
