import type { SpiMountOptions } from '@sportsbook/contract'
import { EUR, money } from '@sportsbook/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AlertRegion } from '~/components/alerts/alert-region.tsx'
import { alerts } from '~/components/alerts/alert-store.ts'
import { closeModal, getOpenModal, openModal } from '~/lib/modal/modal-store.ts'
import { DEFAULT_PUBLIC_ENV, type PublicEnv } from '~/config/public-env.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { jsonResponse as json, playerFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { WidgetDeposit } from './widget-deposit.tsx'

/** A stand-in `window.SPI`: records how it was mounted and renders one field. */
function fakeWidget() {
  const mounts: SpiMountOptions[] = []
  const unmount = vi.fn()
  window.SPI = {
    version: 1,
    mount(el: HTMLElement, options: SpiMountOptions) {
      mounts.push(options)
      const input = document.createElement('input')
      input.setAttribute('aria-label', 'Widget amount')
      el.append(input)
      return { unmount }
    },
  }
  return { mounts, unmount }
}

function setup(env: Partial<PublicEnv> = {}, amount?: number, failFirst = false) {
  window.__PUBLIC_ENV__ = {
    ...DEFAULT_PUBLIC_ENV,
    platformOrigin: 'https://casino.example',
    iframeDeposit: true,
    ...env,
  }
  const session = vi.fn(async (_url: string | URL) =>
    json(200, { token: 't'.repeat(32), expires_at: '2026-11-24T22:00:00Z' }),
  )
  if (failFirst)
    session.mockImplementationOnce(async (_url: string | URL) =>
      json(500, { error: { code: 'internal_error', message: 'x' } }),
    )
  vi.stubGlobal('fetch', session)
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  qc.setQueryData(playerQueryKey, playerFixture())
  qc.setQueryData(accountsQueryKey, [
    { currency: 'EUR', balance: { value: 0, currency: 'EUR', subunits: 2 }, active: true },
  ])
  const invalidate = vi.spyOn(qc, 'invalidateQueries')
  openModal('iframe-deposit')
  renderWithApp(
    <QueryClientProvider client={qc}>
      <AlertRegion />
      <WidgetDeposit {...(amount !== undefined && { amount: money(amount, EUR) })} />
    </QueryClientProvider>,
  )
  return { session, invalidate }
}

afterEach(() => {
  window.history.replaceState(null, '', '/')
  delete window.__PUBLIC_ENV__
  delete window.SPI
  vi.unstubAllGlobals()
  const shown = alerts.get()
  if (shown) act(() => alerts.dismiss(shown.id))
  while (getOpenModal()) closeModal()
})

describe('WidgetDeposit', () => {
  it("mounts the platform's widget with a payment session, the player's currency and locale, and focuses it", async () => {
    const { mounts } = fakeWidget()
    window.history.replaceState(null, '', '/sports?payment_status=error&sport=soccer')
    const { session } = setup({}, 2_500)
    const field = await screen.findByRole('textbox', { name: 'Widget amount' })
    await waitFor(() => expect(document.activeElement).toBe(field))
    expect(String(session.mock.calls[0]?.[0])).toContain('/payments/widget-session')
    expect(mounts[0]).toMatchObject({
      sessionToken: 't'.repeat(32),
      currency: 'EUR',
      locale: 'en',
      amount: 2_500,
      // Back to this page after a provider's redirect, without the old status (spec §2 return URLs).
      returnUrl: `${window.location.origin}/sports?sport=soccer`,
    })
    expect(mounts[0]?.testStatus).toBeUndefined()
  })

  it.each([
    ['success', 'Deposit successful', 'success'],
    ['pending', 'Deposit pending', 'warning'],
    ['error', 'Deposit failed', 'error'],
  ] as const)(
    'on %s shows the payment alert (%s), refreshes the balance and closes the dialog',
    async (status, title, type) => {
      const { mounts } = fakeWidget()
      const { invalidate } = setup()
      await screen.findByRole('textbox', { name: 'Widget amount' })
      act(() => mounts[0]!.onResult({ status, amount: { value: 1_000, currency: 'EUR', subunits: 2 } }))
      const alert = screen.getByRole('status')
      expect(alert.textContent).toContain(title)
      expect(alert.querySelector(`[data-type="${type}"]`)).toBeTruthy()
      expect(invalidate).toHaveBeenCalledWith({ queryKey: accountsQueryKey })
      expect(getOpenModal()).toBeNull()
    },
  )

  it('passes the QA test status to the widget and says so, only with the test flag on', async () => {
    const { mounts } = fakeWidget()
    setup({ paymentTest: true, paymentTestStatus: 'error' })
    await screen.findByRole('textbox', { name: 'Widget amount' })
    expect(mounts[0]?.testStatus).toBe('error')
    expect(screen.getByText('Test mode: every payment ends as failed.')).toBeTruthy()
  })

  it('says when the widget cannot load and tries again on request', async () => {
    const { mounts } = fakeWidget()
    setup({}, undefined, true)
    expect(await screen.findByText('The payment form could not be loaded.')).toBeTruthy()
    expect(mounts).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('textbox', { name: 'Widget amount' })).toBeTruthy()
    expect(mounts).toHaveLength(1)
    expect(screen.queryByText('The payment form could not be loaded.')).toBeNull()
  })
})
