import { describe, expect, it } from 'vitest'
import { paymentAlert, widgetStatus } from './payment-alert.ts'

describe('payment results', () => {
  it('maps success, pending and error to alerts of type success, warning and error (spec §8)', () => {
    expect(paymentAlert('success')).toEqual({
      tone: 'success',
      titleId: 'payment.success.title',
      descriptionId: 'payment.success.description',
    })
    expect(paymentAlert('pending').tone).toBe('warning')
    expect(paymentAlert('error').tone).toBe('error')
  })

  it("reads the widget's status, and takes anything unreadable as pending (money may have moved)", () => {
    expect(widgetStatus({ status: 'success', amount: null })).toBe('success')
    expect(widgetStatus({ status: 'error' })).toBe('error')
    for (const bad of [null, undefined, 'success', { status: 'paid' }, { status: ['success'] }]) {
      expect(widgetStatus(bad)).toBe('pending')
    }
  })
})
