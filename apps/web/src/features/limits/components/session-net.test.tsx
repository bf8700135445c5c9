import type { Account } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { playerFixture, jsonResponse as json } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { SessionStatus } from './session-status.tsx'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const accounts = (balance: number): Account[] => [{ currency: 'EUR', balance: eur(balance), active: true }]

afterEach(() => vi.unstubAllGlobals())

describe("the header's net position (issue #29)", () => {
  it('moves with the balance (a bet, a cash-out), not 30 s later', async () => {
    let net = 0
    let asked = 0
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('/sportsbook_sessions')) {
        asked++
        return json(200, {
          started_at: new Date(Date.now() - 60_000).toISOString(),
          period: 3600,
          next_check_at: new Date(Date.now() + 3_540_000).toISOString(),
          duration: 60,
          net_position: eur(net),
        })
      }
      if (url.includes('/player/accounts')) return json(200, accounts(10_000))
      return json(503, {})
    })
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
    qc.setQueryData(playerQueryKey, playerFixture())
    qc.setQueryData(accountsQueryKey, accounts(10_000))
    renderWithApp(
      <QueryClientProvider client={qc}>
        <SessionStatus />
      </QueryClientProvider>,
    )
    await vi.waitFor(() => expect(screen.getByTestId('session-status').textContent).toContain('Net €0.00'))
    const before = asked
    // a €5 stake is debited: the balance moves (POST /bets answered, or the private channel's balance_changed)
    net = -500
    act(() => qc.setQueryData(accountsQueryKey, accounts(9_500)))
    await vi.waitFor(() => expect(screen.getByTestId('session-status').textContent).toContain('Net -€5.00'), {
      timeout: 2_000,
    })
    expect(asked).toBe(before + 1)
  })
})
