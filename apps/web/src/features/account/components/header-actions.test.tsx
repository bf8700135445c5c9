import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getOpenModal, closeModal } from '~/lib/modal/modal-store.ts'
import { DEFAULT_PUBLIC_ENV, type PublicEnv } from '~/config/public-env.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { jsonResponse as json, playerFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { HeaderActions } from './header-actions.tsx'

const verified = {
  number: '+4915112345678',
  country: 'DE',
  verified_status: 'verified',
  resend_timeout_until: null,
  sms_limit_reached: false,
}

function setup(env: Partial<PublicEnv> = {}) {
  window.__PUBLIC_ENV__ = { ...DEFAULT_PUBLIC_ENV, ...env }
  vi.stubGlobal('fetch', async () => json(200, verified))
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  qc.setQueryData(playerQueryKey, playerFixture({ first_name: 'Ada' }))
  qc.setQueryData(accountsQueryKey, [
    { currency: 'EUR', balance: { value: 10_000, currency: 'EUR', subunits: 2 }, active: true },
  ])
  renderWithApp(
    <QueryClientProvider client={qc}>
      <HeaderActions />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  delete window.__PUBLIC_ENV__
  vi.unstubAllGlobals()
  closeModal()
})

describe('HeaderActions Deposit', () => {
  it('opens the development deposit when the operator has no platform (reference setup)', async () => {
    setup({ devDeposit: true })
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    expect(getOpenModal()?.name).toBe('deposit')
  })

  it('shows no Deposit in production without a cashier, never the development form', () => {
    setup()
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull()
  })

  it("links to the casino's deposit page in the same tab, with this page to come back to", () => {
    setup({ platformOrigin: 'https://casino.example' })
    const link = screen.getByRole('link', { name: 'Deposit' })
    const url = new URL(link.getAttribute('href')!)
    expect(`${url.origin}${url.pathname}`).toBe('https://casino.example/profile/wallet/deposit')
    expect(url.searchParams.get('return_url')).toBe(`${window.location.origin}/`)
    expect(link.getAttribute('target')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull()
  })

  it("prefers the mirror's own deposit URL for the host it is served on", () => {
    setup({
      platformOrigin: 'https://casino.example',
      depositUrls: { [window.location.host]: 'https://pay.example.com/deposit' },
    })
    const href = screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')!
    expect(href.startsWith('https://pay.example.com/deposit?return_url=')).toBe(true)
  })

  it('opens the payment widget dialog instead of the cashier link when iframe deposit is on', async () => {
    setup({ platformOrigin: 'https://casino.example', iframeDeposit: true })
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    expect(getOpenModal()?.name).toBe('iframe-deposit')
  })
})
