import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeModal, getOpenModal, openModal } from '~/lib/modal/modal-store.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { SignInForm } from './sign-in-form.tsx'
import { playerFixture, jsonResponse as json } from '~/testing/fixtures.ts'

const player = playerFixture()

function setup() {
  const qc = new QueryClient()
  renderWithApp(
    <QueryClientProvider client={qc}>
      <SignInForm />
    </QueryClientProvider>,
  )
  return qc
}

afterEach(() => {
  vi.unstubAllGlobals()
  closeModal()
})

describe('SignInForm', () => {
  it('shows field-level errors before calling the server', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    setup()
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    const login = screen.getByRole('textbox', { name: 'Email or phone' })
    expect(login.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Enter your email or phone number.')).toBeTruthy()
    expect(screen.getByText('Enter your password.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says wrong credentials in words from the catalogue', async () => {
    vi.stubGlobal('fetch', async () => json(401, { error: { code: 'invalid_credentials', message: 'no' } }))
    setup()
    await userEvent.type(screen.getByRole('textbox', { name: 'Email or phone' }), 'a@b.co')
    await userEvent.type(screen.getByLabelText('Password'), 'wrongpass')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong email, phone number or password.')
  })

  it('tells a paused login how long it waits and offers the unlock link instead of "locked"', async () => {
    vi.stubGlobal('fetch', async () => {
      const res = json(429, { error: { code: 'sign_in_throttled', message: 'wait' } })
      res.headers.set('retry-after', '90')
      return res
    })
    setup()
    await userEvent.type(screen.getByRole('textbox', { name: 'Email or phone' }), 'a@b.co')
    await userEvent.type(screen.getByLabelText('Password'), 'goodpass1')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Too many failed sign-ins, so sign-in is paused for a while.')
    expect(alert.textContent).toContain('You can try again in 2 minutes.')
    expect(alert.textContent).not.toMatch(/locked/i)
    await userEvent.click(screen.getByRole('button', { name: 'Send unlock link' }))
    expect(getOpenModal()?.name).toBe('unlock')
  })

  it('says the wait in seconds when it is short', async () => {
    vi.stubGlobal('fetch', async () => {
      const res = json(429, { error: { code: 'sign_in_throttled', message: 'wait' } })
      res.headers.set('retry-after', '20')
      return res
    })
    setup()
    await userEvent.type(screen.getByRole('textbox', { name: 'Email or phone' }), 'a@b.co')
    await userEvent.type(screen.getByLabelText('Password'), 'goodpass1')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect((await screen.findByRole('alert')).textContent).toContain('You can try again in 20 seconds.')
  })

  it('stores the player, closes the modal and resumes what needed sign-in', async () => {
    vi.stubGlobal('fetch', async () => json(200, player))
    const resume = vi.fn()
    openModal('sign-in', { onSuccess: resume })
    const qc = setup()
    await userEvent.type(screen.getByRole('textbox', { name: 'Email or phone' }), 'a@b.co')
    await userEvent.type(screen.getByLabelText('Password'), 'goodpass1')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await vi.waitFor(() => expect(resume).toHaveBeenCalledOnce())
    expect(qc.getQueryData(playerQueryKey)).toEqual(player)
    expect(getOpenModal()).toBeNull()
  })
})
