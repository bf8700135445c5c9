import type { PhoneVerification } from '@sportsbook/contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { PhoneVerificationForm } from './phone-verification-form.tsx'
import { jsonResponse as json } from '~/testing/fixtures.ts'

const notSet: PhoneVerification = {
  number: null,
  country: null,
  verified_status: 'not_set',
  resend_timeout_until: null,
  sms_limit_reached: false,
}
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString()
const sent = (over: Partial<PhoneVerification> = {}): PhoneVerification => ({
  ...notSet,
  number: '+4915112345678',
  country: 'DE',
  verified_status: 'unverified',
  resend_timeout_until: inSeconds(30),
  ...over,
})

function Host({
  initial,
  country,
  onState,
}: {
  initial: PhoneVerification
  country?: string
  onState: (s: PhoneVerification) => void
}) {
  const [state, setState] = useState(initial)
  return (
    <PhoneVerificationForm
      state={state}
      country={country}
      onState={(s) => {
        setState(s)
        onState(s)
      }}
    />
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('PhoneVerificationForm', () => {
  it('sends a code to the number, then verifies the code', async () => {
    const calls: { path: string; body: unknown }[] = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname
      calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined })
      if (path.endsWith('/player/phone')) return json(200, sent())
      return json(200, sent({ verified_status: 'verified', resend_timeout_until: null }))
    })
    const onState = vi.fn()
    renderWithApp(<Host initial={notSet} onState={onState} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '+49 151 12345678')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('We sent a code to +4915112345678.')).toBeTruthy()
    const resend = screen.getByRole('button', { name: /Send a new code in 30 seconds/ })
    expect((resend as HTMLButtonElement).disabled).toBe(true)
    await userEvent.type(screen.getByRole('textbox', { name: 'Code from the SMS' }), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() =>
      expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ verified_status: 'verified' })),
    )
    expect(calls.map((c) => c.path.replace(/^.*\/player/, ''))).toEqual(['/phone', '/phone/verify'])
    expect(calls[0]?.body).toEqual({ phone: { number: '+49 151 12345678' } })
    expect(calls[1]?.body).toEqual({ phone: { code: '123456' } })
  })

  it("sends the player's country with the number, and none when it is not a country code", async () => {
    const bodies: unknown[] = []
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)))
      return json(200, sent())
    })
    const { unmount } = renderWithApp(<Host initial={notSet} country="pt" onState={vi.fn()} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '+351912345678')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await vi.waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({ phone: { number: '+351912345678', country: 'PT' } })
    unmount()
    renderWithApp(<Host initial={notSet} country="" onState={vi.fn()} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '+351912345678')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await vi.waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]).toEqual({ phone: { number: '+351912345678' } })
  })

  it('shows a wrong code under the field in words from the catalogue', async () => {
    vi.stubGlobal('fetch', async () => json(422, { error: { code: 'phone_code_invalid', message: 'no' } }))
    renderWithApp(<Host initial={sent()} onState={vi.fn()} />)
    const code = screen.getByRole('textbox', { name: 'Code from the SMS' })
    await userEvent.type(code, '000000')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText("That code isn't right. Check the SMS and try again.")).toBeTruthy()
    expect(code.getAttribute('aria-invalid')).toBe('true')
  })

  it('resends once the countdown is over and reports resend_too_soon', async () => {
    vi.stubGlobal('fetch', async () => json(429, { error: { code: 'resend_too_soon', message: 'wait' } }))
    renderWithApp(<Host initial={sent({ resend_timeout_until: null })} onState={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait a moment before asking again.')
  })

  it('says when the SMS limit is reached and offers no resend', () => {
    renderWithApp(
      <Host initial={sent({ resend_timeout_until: null, sms_limit_reached: true })} onState={vi.fn()} />,
    )
    expect(screen.getByText(/reached the limit of text messages/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
