import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeModal, getOpenModal, openModal } from '~/lib/modal/modal-store.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { jsonResponse as json, playerFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'

const player = playerFixture({ email: null, auth_phone_number: '+4915112345678' })
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString()
const accepted = (resendIn: number | null) => ({
  status: 'accepted',
  message: 'ok',
  ...(resendIn === null ? {} : { resend_timeout_until: inSeconds(resendIn) }),
})

interface Call {
  method: string
  path: string
  body: unknown
}

/** Answers each request with the next of `answers`, recording what was asked. */
function serve(...answers: Response[]) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      method: init.method ?? 'GET',
      path: new URL(url, 'http://x').pathname.replace(/^.*\/users/, '/users'),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    })
    const next = answers.shift()
    if (!next) throw new Error('unexpected request')
    return next
  })
  return calls
}

function setup() {
  const qc = new QueryClient()
  renderWithApp(
    <QueryClientProvider client={qc}>
      <ForgotPasswordForm />
    </QueryClientProvider>,
  )
  return qc
}

const login = () => screen.getByRole('textbox', { name: 'Email or phone' })
const cont = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }))

async function toCodeStep(resendIn: number | null = 60) {
  const calls = serve(json(200, accepted(resendIn)))
  const qc = setup()
  await userEvent.type(login(), '+49 151 1234-5678')
  await cont()
  await screen.findByRole('textbox', { name: 'Code from the SMS' })
  return { calls, qc }
}

async function fillCode(code: string, password = 'new password 1', repeat = password) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Code from the SMS' }), code)
  await userEvent.type(screen.getByLabelText('New password'), password)
  await userEvent.type(screen.getByLabelText('Repeat the new password'), repeat)
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  closeModal()
})

describe('ForgotPasswordForm', () => {
  it('emails a link for an email address', async () => {
    const calls = serve(json(200, accepted(null)))
    setup()
    await userEvent.type(login(), 'me@example.com')
    await cont()
    expect(
      await screen.findByText('If that address has an account, a reset link is on its way.'),
    ).toBeTruthy()
    expect(calls).toEqual([
      { method: 'POST', path: '/users/password', body: { user: { email: 'me@example.com' } } },
    ])
  })

  it('checks the field before calling the server', async () => {
    const calls = serve()
    setup()
    await cont()
    expect(screen.getByText('Enter your email or phone number.')).toBeTruthy()
    await userEvent.type(login(), '0151 1234')
    await cont()
    expect(screen.getByText('Enter the number with its country code, like +4915112345678.')).toBeTruthy()
    expect(login().getAttribute('aria-invalid')).toBe('true')
    expect(calls).toHaveLength(0)
  })

  it("shows the server's phone issue under the field", async () => {
    serve(
      json(400, {
        error: { code: 'invalid_params', message: 'bad', issues: [{ path: 'user.phone', message: 'x' }] },
      }),
    )
    setup()
    await userEvent.type(login(), '+4915112345678')
    await cont()
    expect(
      await screen.findByText('Enter the number with its country code, like +4915112345678.'),
    ).toBeTruthy()
  })

  it('texts a code to a phone, then sets the password with it and signs in', async () => {
    const { calls, qc } = await toCodeStep()
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/users/password',
      body: { user: { phone: '+4915112345678' } },
    })
    expect(screen.getByRole('status').textContent).toContain('+4915112345678')
    const resend = screen.getByRole('button', { name: /Send a new code in 60 seconds/ }) as HTMLButtonElement
    expect(resend.disabled).toBe(true)

    serve(json(200, player))
    const resume = vi.fn()
    openModal('password-new', { onSuccess: resume })
    await fillCode('123456')
    expect(await screen.findByText("Your password is changed and you're signed in.")).toBeTruthy()
    // Stored on Continue, so a profile gate does not cover the message.
    expect(qc.getQueryData(playerQueryKey)).toBeUndefined()
    await cont()
    expect(qc.getQueryData(playerQueryKey)).toEqual(player)
    expect(resume).toHaveBeenCalledOnce()
    expect(getOpenModal()).toBeNull()
  })

  it('stores the signed-in player when the modal closes without Continue', async () => {
    const calls = serve(json(200, accepted(60)), json(200, player))
    const qc = new QueryClient()
    const { unmount } = renderWithApp(
      <QueryClientProvider client={qc}>
        <ForgotPasswordForm />
      </QueryClientProvider>,
    )
    await userEvent.type(login(), '+4915112345678')
    await cont()
    await fillCode('123456')
    await screen.findByText("Your password is changed and you're signed in.")
    unmount()
    expect(qc.getQueryData(playerQueryKey)).toEqual(player)
    expect(calls).toHaveLength(2)
  })

  it('sends the code step as the server expects it', async () => {
    await toCodeStep()
    const calls = serve(json(200, player))
    await fillCode('123 456')
    await screen.findByText("Your password is changed and you're signed in.")
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/users/password',
        body: {
          user: {
            phone: '+4915112345678',
            reset_password_code: '123456',
            password: 'new password 1',
            password_confirmation: 'new password 1',
          },
        },
      },
    ])
  })

  it('shows a wrong code and password issues under their fields', async () => {
    await toCodeStep()
    serve(
      json(422, {
        error: {
          code: 'phone_code_invalid',
          message: 'no',
          issues: [{ path: 'user.reset_password_code', message: 'no' }],
        },
      }),
    )
    await fillCode('000000')
    expect(await screen.findByText("That code isn't right. Check the SMS and try again.")).toBeTruthy()
    const code = screen.getByRole('textbox', { name: 'Code from the SMS' })
    expect(code.getAttribute('aria-invalid')).toBe('true')

    serve(
      json(400, {
        error: { code: 'invalid_params', message: 'x', issues: [{ path: 'user.password', message: 'x' }] },
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }))
    expect(await screen.findByText('Use at least 8 characters.')).toBeTruthy()
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true')
  })

  it('checks the code and the passwords before calling the server', async () => {
    await toCodeStep()
    const calls = serve()
    await fillCode('12ab', 'short', 'other')
    expect(screen.getByText('The code has 6 digits.')).toBeTruthy()
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy()
    expect(screen.getByText("The passwords don't match.")).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it('resends once the countdown is over and restarts it', async () => {
    await toCodeStep(null)
    const calls = serve(json(200, accepted(60)))
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect(await screen.findByText(/a new code is on its way/)).toBeTruthy()
    expect(calls[0]?.body).toEqual({ user: { phone: '+4915112345678' } })
    // The countdown starts again from the server's 60 s (a busy runner may already show 59).
    const resend = screen.getByRole('button', { name: /Send a new code in \d+ seconds/ }) as HTMLButtonElement
    expect(resend.disabled).toBe(true)
    expect(Number(/in (\d+) seconds/.exec(resend.textContent ?? '')?.[1])).toBeGreaterThanOrEqual(55)
  })

  it('reports a refused resend in words from the catalogue', async () => {
    await toCodeStep(null)
    serve(json(429, { error: { code: 'sms_limit_reached', message: 'x' } }))
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/reached the limit of text messages/)
  })

  it('goes back to change the number', async () => {
    await toCodeStep()
    await userEvent.click(screen.getByRole('button', { name: 'Change number' }))
    expect(login()).toBeTruthy()
  })
})
