import { describe, expect, it } from 'vitest'
import { Notification } from '../notifications/notifications.ts'
import { CashoutRuleRequest, CashoutRuleWire } from './cashout-rules.ts'

const eur = (value: number) => ({ value, currency: 'EUR' })

describe('cash-out rules on the wire', () => {
  it('takes an auto rule (full or partial) and a notify rule without an amount', () => {
    expect(CashoutRuleRequest.safeParse({ bet_id: '7', kind: 'auto', threshold: eur(1200) }).success).toBe(
      true,
    )
    const partial = { bet_id: '7', kind: 'auto', threshold: eur(1200), amount: eur(600) }
    expect(CashoutRuleRequest.parse(partial)).toEqual(partial)
    expect(CashoutRuleRequest.safeParse({ bet_id: '7', kind: 'notify', threshold: eur(1200) }).success).toBe(
      true,
    )
  })

  it('refuses an amount on a notify rule, a bad bet id, a kind it does not know and a zero threshold', () => {
    for (const bad of [
      { bet_id: '7', kind: 'notify', threshold: eur(1200), amount: eur(10) },
      { bet_id: '07', kind: 'auto', threshold: eur(1200) },
      { bet_id: '7', kind: 'sell', threshold: eur(1200) },
      { bet_id: '7', kind: 'auto', threshold: eur(0) },
    ]) {
      expect(CashoutRuleRequest.safeParse(bad).success).toBe(false)
    }
  })

  it('shows a rule with its money and carries the alert notification', () => {
    const money = (value: number) => ({ ...eur(value), subunits: 2 })
    const rule = {
      kind: 'auto',
      threshold: money(1200),
      amount: null,
      created_at: '2026-01-01T00:00:00.000Z',
    }
    expect(CashoutRuleWire.parse(rule)).toEqual(rule)
    const alert = {
      id: 1,
      type: 'cashout_alert',
      object_type: 'bet',
      object_id: '7',
      title: 'Cash-out alert',
      body: '',
      caption: null,
      read: false,
      created_at: '2026-01-01T00:00:00.000Z',
      payload: { bet_id: '7', threshold: money(1200), offer: money(1250) },
    }
    expect(Notification.parse(alert)).toEqual(alert)
  })
})
