import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { SignUpForm } from './sign-up-form.tsx'
import { jsonResponse as json } from '~/testing/fixtures.ts'

function setup() {
  renderWithApp(
    <QueryClientProvider client={new QueryClient()}>
      <SignUpForm />
    </QueryClientProvider>,
  )
}

async function fill(email: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email)
  await userEvent.type(screen.getByLabelText('Password'), 'longenough')
  await userEvent.click(screen.getByRole('checkbox'))
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
}

afterEach(() => vi.unstubAllGlobals())

describe('SignUpForm', () => {
  it('checks email, password and terms in the browser', async () => {
    setup()
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeTruthy()
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy()
    expect(screen.getByText('Please accept the terms to continue.')).toBeTruthy()
  })

  it('puts a server issue at user.email under the email field', async () => {
    vi.stubGlobal('fetch', async () =>
      json(400, {
        error: { code: 'invalid_params', message: 'x', issues: [{ path: 'user.email', message: 'bad' }] },
      }),
    )
    setup()
    await fill('someone@example.com')
    const email = await screen.findByRole('textbox', { name: 'Email' })
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
  })

  it('asks the new player to open the confirmation link', async () => {
    const fetchMock = vi.fn(async () => json(201, { status: 'accepted', message: 'sent' }))
    vi.stubGlobal('fetch', fetchMock)
    setup()
    await fill('new@example.com')
    expect(await screen.findByText('Check your inbox')).toBeTruthy()
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))
    expect(body.user).toMatchObject({
      email: 'new@example.com',
      currency: 'EUR',
      country: 'DE',
      terms_accepted: true,
    })
  })
})
