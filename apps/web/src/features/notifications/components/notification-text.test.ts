import type { Notification } from '@sportsbook/contract'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { notificationText } from './notification-text.tsx'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })

describe('notificationText', () => {
  it("shows a cash-out alert (issue #30) in the server's words until My Bets' rule UI gives it messages", () => {
    const alert: Notification = {
      id: 3,
      type: 'cashout_alert',
      object_type: 'bet',
      object_id: '42',
      title: 'Cash-out alert',
      body: 'The cash-out offer on bet 42 reached €12.00: it is €14.25 now.',
      caption: null,
      read: false,
      created_at: '2026-05-01T12:00:00.000Z',
      payload: { bet_id: '42', threshold: eur(1200), offer: eur(1425) },
    }
    const intl = createIntl({ locale: 'de', messages: {} })
    expect(notificationText(alert, intl)).toEqual({ title: alert.title, body: alert.body })
  })
})
