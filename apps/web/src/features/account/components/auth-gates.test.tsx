import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PUBLIC_ENV } from '~/config/public-env.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { closePhoneVerification, openPhoneVerification } from '../hooks/phone-modal.ts'
import { AuthGates } from './auth-gates.tsx'
import { jsonResponse as json, playerFixture } from '~/testing/fixtures.ts'

const player = playerFixture({ last_name: 'Lovelace', auth_fields_missed: ['first_name'] })
const unverified = {
  number: null,
  country: null,
  verified_status: 'not_set',
  resend_timeout_until: null,
  sms_limit_reached: false,
}

function setup(p: unknown, props: { phoneRequired?: boolean } = {}) {
  // A signed-in browser holds the CSRF cookie the API sets with the session (get-player asks only then).
  document.cookie = 'sb_csrf=test-token; Path=/'
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, p)
  renderWithApp(
    <QueryClientProvider client={qc}>
      <AuthGates {...props} />
    </QueryClientProvider>,
  )
  return qc
}

afterEach(() => {
  document.cookie = 'sb_csrf=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/'
  delete window.__PUBLIC_ENV__
  vi.unstubAllGlobals()
  closePhoneVerification()
})

describe('AuthGates', () => {
  it('asks for missed auth fields in a modal that cannot be closed, until saved', async () => {
    const saved = { ...player, first_name: 'Ada', auth_fields_missed: [] }
    vi.stubGlobal('fetch', async () => json(200, saved))
    const qc = setup(player)
    const dialog = await screen.findByRole('dialog', { name: 'Complete your profile' })
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
    await userEvent.keyboard('{Escape}')
    await userEvent.click(document.body)
    expect(dialog.isConnected).toBe(true)
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada')
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(qc.getQueryData(playerQueryKey)).toEqual(saved)
  })

  it('opens phone verification after sign-in when required, and not otherwise', async () => {
    vi.stubGlobal('fetch', async () => json(200, unverified))
    setup({ ...player, auth_fields_missed: [] }, { phoneRequired: true })
    expect(await screen.findByRole('dialog', { name: 'Verify your phone' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Verify your phone' })).toBeTruthy()
  })

  it("reads the operator's PUBLIC_PHONE_VERIFICATION_REQUIRED from the page at run time", async () => {
    window.__PUBLIC_ENV__ = { ...DEFAULT_PUBLIC_ENV, phoneVerificationRequired: true }
    const bodies: unknown[] = []
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      if (init.method === 'POST') bodies.push(JSON.parse(String(init.body)))
      return json(200, unverified)
    })
    setup({ ...player, country: 'PT', auth_fields_missed: [] })
    expect(await screen.findByRole('dialog', { name: 'Verify your phone' })).toBeTruthy()
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '+351912345678')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await vi.waitFor(() => expect(bodies).toEqual([{ phone: { number: '+351912345678', country: 'PT' } }]))
  })

  it('stays closed when not required until the player asks (account menu)', async () => {
    const fetchMock = vi.fn(async () => json(200, unverified))
    vi.stubGlobal('fetch', fetchMock)
    setup({ ...player, auth_fields_missed: [] })
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
    openPhoneVerification()
    expect(await screen.findByRole('dialog', { name: 'Verify your phone' })).toBeTruthy()
    // asked for, not required: the player can close it and come back later
    await userEvent.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
