import type { SpiMountOptions } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PUBLIC_ENV } from '~/config/public-env.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { jsonResponse as json, playerFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { QuickDeposit } from './quick-deposit.tsx'

afterEach(() => {
  delete window.__PUBLIC_ENV__
  delete window.SPI
  vi.unstubAllGlobals()
})

describe('QuickDeposit', () => {
  it('says what the stake is short by, offers amounts that cover it, and opens the widget with the one picked', async () => {
    window.__PUBLIC_ENV__ = {
      ...DEFAULT_PUBLIC_ENV,
      platformOrigin: 'https://casino.example',
      quickDeposit: true,
    }
    const mounts: SpiMountOptions[] = []
    window.SPI = {
      version: 1,
      mount: (_el: HTMLElement, o: SpiMountOptions) => {
        mounts.push(o)
        return { unmount: () => {} }
      },
    }
    vi.stubGlobal('fetch', async () =>
      json(200, { token: 't'.repeat(32), expires_at: '2026-11-24T22:00:00Z' }),
    )
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
    qc.setQueryData(playerQueryKey, playerFixture())
    qc.setQueryData(accountsQueryKey, [
      { currency: 'EUR', balance: { value: 500, currency: 'EUR', subunits: 2 }, active: true },
    ])
    renderWithApp(
      <QueryClientProvider client={qc}>
        <QuickDeposit stake="2000" />
      </QueryClientProvider>,
    )
    expect(screen.getByText('You need €15.00 more for this stake.')).toBeTruthy()
    const group = screen.getByRole('group', { name: 'Deposit amount' })
    const buttons = [...group.querySelectorAll('button')].map((b) => b.textContent)
    expect(buttons).toEqual(['€15.00', '€25.00', '€50.00'])
    await userEvent.click(screen.getByRole('button', { name: '€25.00' }))
    expect(screen.getByRole('button', { name: '€25.00' }).getAttribute('aria-pressed')).toBe('true')
    await vi.waitFor(() => expect(mounts).toHaveLength(1))
    expect(mounts[0]).toMatchObject({ amount: 2_500, currency: 'EUR' })
  })
})
