import type { Notification } from '@sportsbook/contract'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import de from '~/locales/de.json'
import en from '~/locales/en.json'
import { notificationText } from './notification-text.tsx'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const base = {
  object_type: 'bet' as const,
  caption: null,
  read: false,
  created_at: '2026-05-01T12:00:00.000Z',
}

describe('notificationText', () => {
  it('shows a cash-out alert (issue #30) in the reader’s language, with the threshold and the offer now', () => {
    const alert: Notification = {
      ...base,
      id: 3,
      type: 'cashout_alert',
      object_id: '42',
      title: 'Cash-out alert',
      body: 'The cash-out offer on bet 42 reached €12.00: it is €14.25 now.',
      payload: { bet_id: '42', threshold: eur(1200), offer: eur(1425) },
    }
    const { title, body } = notificationText(alert, createIntl({ locale: 'de', messages: de }))
    expect(title).toBe('Cashout-Hinweis')
    // Intl puts a no-break space before the euro sign
    expect(body.replace(/\u00a0/g, ' ')).toBe(
      'Das Cashout-Angebot hat 12,00 € erreicht: Es liegt jetzt bei 14,25 €.',
    )
  })

  it('says that an auto cash-out rule paid, not the bettor’s own request (issue #30)', () => {
    const done = (auto: boolean | undefined, full: boolean): Notification => ({
      ...base,
      id: 4,
      type: 'cashout_done',
      object_id: '42',
      title: 'Cash-out done',
      body: '€14.25 cashed out.',
      payload: { bet_id: '42', amount: eur(1425), full, ...(auto === undefined ? {} : { auto }) },
    })
    const intl = createIntl({ locale: 'en', messages: en })
    expect(notificationText(done(true, true), intl)).toEqual({
      title: 'Auto cash-out done',
      body: 'Your auto cash-out paid €14.25.',
    })
    expect(notificationText(done(true, false), intl).body).toBe(
      'Your auto cash-out paid €14.25; the rest of your stake stays in play.',
    )
    expect(notificationText(done(undefined, true), intl)).toEqual({
      title: 'Cash-out done',
      body: '€14.25 cashed out.',
    })
  })
  it('says a bet settled by early payout (ADR 031) was paid early, in the reader’s language', () => {
    const paid: Notification = {
      ...base,
      id: 9,
      type: 'bet_settled',
      object_id: '42',
      title: 'Your bet was paid early',
      body: 'Bet 42 was paid early: €21.00.',
      payload: {
        bet_id: '42',
        result: 'win_entire',
        outcome: 'won',
        stake: eur(1000),
        amount: eur(2100),
        early_payout: true,
      },
    }
    expect(notificationText(paid, createIntl({ locale: 'en', messages: en })).title).toBe(
      'Your bet was paid early',
    )
    const { title, body } = notificationText(paid, createIntl({ locale: 'de', messages: de }))
    expect(title).toBe('Deine Wette wurde früh ausgezahlt')
    expect(body.replace(/\u00a0/g, ' ')).toBe(
      'Dein Team ist in Führung gegangen: 21,00 € als Gewinn ausgezahlt, egal wie das Spiel endet.',
    )
  })
  it('says a leg of a multiple was paid early (ADR 031), with the match and the score', () => {
    const leg: Notification = {
      ...base,
      id: 10,
      type: 'leg_paid_early',
      object_id: '43',
      title: 'A leg of your bet was paid early',
      body: 'Arsenal vs Chelsea counts as won on bet 43 (2–0); the other legs keep running.',
      payload: { bet_id: '43', match_name: 'Arsenal vs Chelsea', home: 2, away: 0 },
    }
    expect(notificationText(leg, createIntl({ locale: 'en', messages: en }))).toEqual({
      title: 'A leg of your bet was paid early',
      body: 'Arsenal vs Chelsea counts as won at 2–0; the other legs of your bet keep running.',
    })
  })
})
