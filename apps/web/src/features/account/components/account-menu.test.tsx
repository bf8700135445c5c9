import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PUBLIC_ENV } from '~/config/public-env.ts'
import { ThemeContext } from '~/lib/theme.ts'
import { jsonResponse as json, playerFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { AccountMenu } from './account-menu.tsx'

const verified = {
  number: '+4915112345678',
  country: 'DE',
  verified_status: 'verified',
  resend_timeout_until: null,
  sms_limit_reached: false,
}

async function openMenu(platformOrigin: string | null) {
  window.__PUBLIC_ENV__ = { ...DEFAULT_PUBLIC_ENV, platformOrigin }
  vi.stubGlobal('fetch', async () => json(200, verified))
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderWithApp(
    <QueryClientProvider client={qc}>
      <AccountMenu player={playerFixture({ first_name: 'Ada' })} />
    </QueryClientProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Account menu, Ada' }))
  return screen.findByRole('menu')
}

afterEach(() => {
  delete window.__PUBLIC_ENV__
  vi.unstubAllGlobals()
})

describe('AccountMenu platform links', () => {
  it("lists the platform's transaction history, terms and support (spec §2)", async () => {
    await openMenu('https://casino.example')
    const href = (name: string) => screen.getByRole('menuitem', { name }).getAttribute('href')
    expect(href('Transaction history')).toBe('https://casino.example/profile/wallet/transactions')
    expect(href('Terms and conditions')).toBe('https://casino.example/terms-and-conditions')
    expect(href('Support')).toBe('https://casino.example/help-center')
  })

  it('hides them when the operator has no platform', async () => {
    await openMenu(null)
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeTruthy()
    expect(screen.queryByRole('menuitem', { name: 'Support' })).toBeNull()
    expect(screen.queryByRole('menuitem', { name: 'Transaction history' })).toBeNull()
  })
})

describe('AccountMenu theme', () => {
  it("switches the theme (a phone's header leaves its toggle to this item)", async () => {
    const setTheme = vi.fn()
    window.__PUBLIC_ENV__ = { ...DEFAULT_PUBLIC_ENV, platformOrigin: null }
    vi.stubGlobal('fetch', async () => json(200, verified))
    renderWithApp(
      <ThemeContext.Provider value={{ theme: 'dark', setTheme }}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <AccountMenu player={playerFixture({ first_name: 'Ada' })} />
        </QueryClientProvider>
      </ThemeContext.Provider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Account menu, Ada' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Switch to light theme' }))
    expect(setTheme).toHaveBeenCalledWith('light')
  })
})
