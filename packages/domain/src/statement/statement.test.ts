import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { EUR } from '../money/currency.ts'
import { money } from '../money/money.ts'
import {
  STATEMENT_MAX_MONTHS,
  parseDay,
  startOfDay,
  statementPeriod,
  type StatementPeriod,
} from './period.ts'
import { netDeposits, statementTotals, type StatementEntry } from './totals.ts'

const at = (iso: string) => new Date(iso)
const window = (p: StatementPeriod | string): StatementPeriod => {
  if (typeof p === 'string') throw new Error(p)
  return p
}

describe('statementPeriod', () => {
  it('is the bettor’s calendar days, from local midnight to the midnight after the last day, in UTC', () => {
    const p = window(statementPeriod('2026-03-01', '2026-03-31', 'Europe/Berlin'))
    expect(p.start.toISOString()).toBe('2026-02-28T23:00:00.000Z')
    // Berlin moves to summer time on 29 March: April starts at 22:00 UTC.
    expect(p.end.toISOString()).toBe('2026-03-31T22:00:00.000Z')
    const ny = window(statementPeriod('2026-01-01', '2026-01-01', 'America/New_York'))
    expect(ny.start.toISOString()).toBe('2026-01-01T05:00:00.000Z')
    expect(ny.end.toISOString()).toBe('2026-01-02T05:00:00.000Z')
    expect(window(statementPeriod('2026-05-10', '2026-05-10', 'UTC')).start.toISOString()).toBe(
      '2026-05-10T00:00:00.000Z',
    )
  })

  it('refuses what is not a date, an unknown zone, a reversed range and more than 12 months', () => {
    expect(statementPeriod('2026-02-30', '2026-03-01', 'UTC')).toBe('invalid_date')
    expect(statementPeriod('yesterday', '2026-03-01', 'UTC')).toBe('invalid_date')
    expect(statementPeriod('2026-01-01', '2026-02-01', 'Mars/Olympus')).toBe('invalid_time_zone')
    expect(statementPeriod('2026-03-02', '2026-03-01', 'UTC')).toBe('to_before_from')
    expect(STATEMENT_MAX_MONTHS).toBe(12)
    expect(typeof statementPeriod('2025-03-01', '2026-02-28', 'UTC')).toBe('object')
    expect(statementPeriod('2025-03-01', '2026-03-01', 'UTC')).toBe('too_long')
    // A leap day: twelve months later is 1 March, so the last day allowed is 28 February.
    expect(typeof statementPeriod('2024-02-29', '2025-02-28', 'UTC')).toBe('object')
    expect(statementPeriod('2024-02-29', '2025-03-01', 'UTC')).toBe('too_long')
  })

  it('the start of a day is its first instant in the zone (00:00, or later where clocks skip midnight)', () => {
    const zones = [
      'Europe/London',
      'Asia/Kolkata',
      'America/Sao_Paulo',
      'Pacific/Chatham',
      'Australia/Lord_Howe',
    ]
    const dayIn = (t: Date, zone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(t)
    // São Paulo's summer time began at midnight until 2018: 4 Nov 2018 started at 01:00.
    expect(startOfDay([2018, 10, 4], 'America/Sao_Paulo').toISOString()).toBe('2018-11-04T03:00:00.000Z')
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (d, zone) => {
          const text = d.toISOString().slice(0, 10)
          const start = startOfDay(parseDay(text)!, zone)
          expect(dayIn(start, zone)).toBe(text)
          expect(dayIn(new Date(start.getTime() - 1), zone)).not.toBe(text)
        },
      ),
      { numRuns: 300 },
    )
  })
})

const entries: StatementEntry[] = [
  { kind: 'deposit', at: at('2026-03-01T10:00:00Z'), amount: 100_00 },
  { kind: 'stake', at: at('2026-03-02T10:00:00Z'), amount: 10_00, funding: 'cash', open: false },
  { kind: 'return', at: at('2026-03-02T12:00:00Z'), amount: 25_00 },
  { kind: 'stake', at: at('2026-03-03T10:00:00Z'), amount: 20_00, funding: 'cash', open: false },
  { kind: 'stake', at: at('2026-03-04T10:00:00Z'), amount: 5_00, funding: 'freebet', open: false },
  { kind: 'return', at: at('2026-03-04T12:00:00Z'), amount: 7_50 },
  { kind: 'stake', at: at('2026-03-05T10:00:00Z'), amount: 8_00, funding: 'cash', open: true },
  { kind: 'bonus', at: at('2026-03-05T11:00:00Z'), amount: 3_00 },
  { kind: 'withdrawal', at: at('2026-03-06T10:00:00Z'), amount: 40_00 },
  { kind: 'adjustment', at: at('2026-03-06T11:00:00Z'), amount: -1_00 },
]

describe('statementTotals', () => {
  it('splits cash and free-bet stakes, counts every return and keeps open bets out of the net', () => {
    const t = statementTotals(entries, EUR)
    expect(t.cashStakes).toEqual(money(38_00, EUR))
    expect(t.freebetStakes).toEqual(money(5_00, EUR))
    expect(t.openStakes).toEqual(money(8_00, EUR))
    expect(t.returns).toEqual(money(32_50, EUR))
    expect(t.bonuses).toEqual(money(3_00, EUR))
    expect(t.deposits).toEqual(money(100_00, EUR))
    expect(t.withdrawals).toEqual(money(40_00, EUR))
    expect(t.adjustments).toEqual(money(-1_00, EUR))
    // 32.50 returned − 30.00 staked on settled bets (the open 8.00 and the free 5.00 are not losses).
    expect(t.net).toEqual(money(2_50, EUR))
    expect(netDeposits(t)).toEqual(money(60_00, EUR))
  })

  it('counts only what happened inside the period', () => {
    const p = window(statementPeriod('2026-03-02', '2026-03-03', 'UTC'))
    const t = statementTotals(entries, EUR, p)
    expect(t.cashStakes).toEqual(money(30_00, EUR))
    expect(t.returns).toEqual(money(25_00, EUR))
    expect(t.net).toEqual(money(-5_00, EUR))
    expect(t.deposits).toEqual(money(0, EUR))
  })

  const entry: fc.Arbitrary<StatementEntry> = fc.oneof(
    fc.record({
      kind: fc.constant('stake' as const),
      at: fc.date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }),
      amount: fc.integer({ min: 0, max: 1e9 }),
      funding: fc.constantFrom('cash' as const, 'freebet' as const),
      open: fc.boolean(),
    }),
    fc.record({
      kind: fc.constantFrom('return' as const, 'bonus' as const, 'deposit' as const, 'withdrawal' as const),
      at: fc.date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }),
      amount: fc.integer({ min: 0, max: 1e9 }),
    }),
  )

  it('the net over two adjacent periods is the net over their union', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), fc.integer({ min: 2, max: 360 }), (list, cut) => {
        const split = new Date(Date.UTC(2026, 0, cut)).toISOString().slice(0, 10)
        const before = new Date(Date.UTC(2026, 0, cut - 1)).toISOString().slice(0, 10)
        const a = window(statementPeriod('2026-01-01', before, 'UTC'))
        const b = window(statementPeriod(split, '2026-12-31', 'UTC'))
        const all = window(statementPeriod('2026-01-01', '2026-12-31', 'UTC'))
        for (const key of ['net', 'cashStakes', 'freebetStakes', 'returns'] as const) {
          const parts = statementTotals(list, EUR, a)[key].amount
          expect(parts + statementTotals(list, EUR, b)[key].amount).toBe(
            statementTotals(list, EUR, all)[key].amount,
          )
        }
      }),
    )
  })

  it('free bets and open bets never move the net; a void (stake refunded) nets to zero', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), fc.integer({ min: 0, max: 1e9 }), (list, stake) => {
        const base = statementTotals(list, EUR).net.amount
        const t = new Date('2026-06-01T00:00:00Z')
        const free: StatementEntry = { kind: 'stake', at: t, amount: stake, funding: 'freebet', open: false }
        const open: StatementEntry = { kind: 'stake', at: t, amount: stake, funding: 'cash', open: true }
        const voided: StatementEntry[] = [
          { kind: 'stake', at: t, amount: stake, funding: 'cash', open: false },
          { kind: 'return', at: t, amount: stake },
        ]
        expect(statementTotals([...list, free], EUR).net.amount).toBe(base)
        expect(statementTotals([...list, open], EUR).net.amount).toBe(base)
        expect(statementTotals([...list, ...voided], EUR).net.amount).toBe(base)
      }),
    )
  })
})
