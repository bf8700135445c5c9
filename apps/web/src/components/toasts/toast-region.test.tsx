import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { ToastRegion } from './toast-region.tsx'
import { MAX_TOASTS, TOAST_AUTO_CLOSE_MS, ToastStore, toasts } from '~/lib/toasts/toast-store.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('toasts (spec §9: top-right, 5 s)', () => {
  it('stack newest first, at most MAX_TOASTS, and close themselves after 5 s', () => {
    const store = new ToastStore()
    for (let i = 0; i <= MAX_TOASTS; i++) store.show('toast.deposit_done', { amount: String(i) })
    expect(store.get().map((t) => t.values.amount)).toEqual(['3', '2', '1'])
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1)
    expect(store.get()).toHaveLength(MAX_TOASTS)
    vi.advanceTimersByTime(1)
    expect(store.get()).toEqual([])
  })

  it('shows the message in the polite live region and closes on demand', () => {
    renderWithApp(<ToastRegion />)
    act(() => void toasts.show('toast.deposit_done', { amount: '€100.00' }))
    expect(screen.getByRole('status').textContent).toContain('Deposit of €100.00 received')
    act(() => screen.getByRole('button', { name: 'Close' }).click())
    expect(screen.queryByTestId('toast')).toBeNull()
  })
})
