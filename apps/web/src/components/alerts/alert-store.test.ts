import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ALERT_AUTO_CLOSE_MS, AlertStore } from './alert-store.ts'

describe('AlertStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps one alert: a new one replaces the old', () => {
    const store = new AlertStore()
    store.show('default')
    store.show('connection_error', { sticky: true })
    expect(store.get()).toMatchObject({ kind: 'connection_error', titleId: 'alert.connection_error.title' })
  })

  it('closes alerts after 5 s unless sticky', () => {
    const store = new AlertStore()
    store.show('default')
    vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS)
    expect(store.get()).toBeNull()
    store.show('connection_error', { sticky: true })
    vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS * 10)
    expect(store.get()?.kind).toBe('connection_error')
    store.dismissKind('default')
    expect(store.get()?.kind).toBe('connection_error')
    store.dismissKind('connection_error')
    expect(store.get()).toBeNull()
  })

  it('does not let an old timer close a newer alert', () => {
    const store = new AlertStore()
    store.show('default')
    vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS - 100)
    store.show('default')
    vi.advanceTimersByTime(200)
    expect(store.get()).not.toBeNull()
  })

  it('takes a type and its own messages; errors are the default type', () => {
    const store = new AlertStore()
    expect(store.show('default')).toMatchObject({ tone: 'error', titleId: 'alert.default.title' })
    const paid = store.show('payment', {
      tone: 'success',
      titleId: 'payment.success.title',
      descriptionId: 'd',
    })
    expect(store.get()).toEqual(paid)
    expect(paid).toMatchObject({
      kind: 'payment',
      tone: 'success',
      titleId: 'payment.success.title',
      descriptionId: 'd',
    })
  })
})
