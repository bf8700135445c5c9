import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IntlProvider } from 'react-intl'
import { MemoryRouter, useLocation } from 'react-router'
import { AlertRegion } from '~/components/alerts/alert-region.tsx'
import { ALERT_AUTO_CLOSE_MS, alerts } from '~/components/alerts/alert-store.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { messagesFor } from '~/lib/i18n.ts'
import { PaymentReturnAlert } from './payment-return-alert.tsx'

let url = ''
function Where() {
  const l = useLocation()
  url = `${l.pathname}${l.search}${l.hash}`
  return null
}

function setup(entry: string) {
  const qc = new QueryClient()
  const invalidate = vi.spyOn(qc, 'invalidateQueries')
  render(
    <MemoryRouter initialEntries={[entry]}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <QueryClientProvider client={qc}>
          <AlertRegion />
          <PaymentReturnAlert />
          <Where />
        </QueryClientProvider>
      </IntlProvider>
    </MemoryRouter>,
  )
  return invalidate
}

afterEach(() => {
  const shown = alerts.get()
  if (shown) act(() => alerts.dismiss(shown.id))
  vi.useRealTimers()
})

describe('PaymentReturnAlert', () => {
  it('says the deposit succeeded, refreshes the balance and removes payment_status from the URL', async () => {
    const invalidate = setup('/sports/live?payment_status=success&sport=soccer#top')
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Deposit successful')
    expect(status.querySelector('[data-type="success"]')).toBeTruthy()
    expect(invalidate).toHaveBeenCalledWith({ queryKey: accountsQueryKey })
    await vi.waitFor(() => expect(url).toBe('/sports/live?sport=soccer#top'))
  })

  it.each([
    ['pending', 'warning', 'Deposit pending'],
    ['error', 'error', 'Deposit failed'],
  ])('shows %s as an alert of type %s', (status, type, title) => {
    setup(`/sports?payment_status=${status}`)
    expect(screen.getByRole('status').textContent).toContain(title)
    expect(screen.getByRole('status').querySelector(`[data-type="${type}"]`)).toBeTruthy()
  })

  it('closes itself after the alert time', () => {
    vi.useFakeTimers()
    setup('/sports?payment_status=pending')
    expect(screen.getByText('Deposit pending')).toBeTruthy()
    act(() => vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS))
    expect(screen.queryByText('Deposit pending')).toBeNull()
  })

  it('drops an unknown status silently, and leaves other URLs alone', async () => {
    setup('/sports?payment_status=paid&page=2')
    await vi.waitFor(() => expect(url).toBe('/sports?page=2'))
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
