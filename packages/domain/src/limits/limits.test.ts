import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { allowance, breachedLimit, leftForNext, netLoss, remaining, type LimitUsage } from './allowance.ts'
import { coolingEndsAt, coolingOver, limitChange, LIMIT_COOLING_PERIOD_MS } from './cooling.ts'
import {
  IN_FORCE_LIMIT_STATUSES,
  isInForce,
  isExclusion,
  isMoneyLimit,
  LIMIT_STATUSES,
  LIVE_LIMIT_STATUSES,
  takesInterval,
} from './limit-types.ts'
import {
  isLossChasing,
  LOSS_CHASE_MIN_LOSSES,
  LOSS_CHASE_STAKE_FACTOR,
  LOSS_CHASE_WINDOW_MS,
} from './loss-chasing.ts'
import { periodEnd, periodStart } from './period.ts'
import { inLimitCurrency, usedAcrossCurrencies } from './across-currencies.ts'
import { EUR, JPY, USD, type Currency } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { referenceRate } from '../money/reference-rates.ts'

const amount = fc.integer({ min: 0, max: 1e12 })
const usage = fc.record({
  type: fc.constantFrom('bet', 'wager', 'loss'),
  amount,
  used: amount,
})
const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })

describe('limit kinds', () => {
  it('money, exclusion and interval kinds, and which statuses bind', () => {
    expect(isMoneyLimit('loss')).toBe(true)
    expect(isMoneyLimit('reality_check')).toBe(false)
    expect(isExclusion('coolingoff')).toBe(true)
    expect(takesInterval('bet')).toBe(false)
    expect(LIMIT_STATUSES.filter(isInForce)).toEqual(['active', 'confirmed', 'unconfirmed_disabled'])
    expect([...IN_FORCE_LIMIT_STATUSES].sort()).toEqual(LIMIT_STATUSES.filter(isInForce).sort()) // the SQL's list
    expect([...LIVE_LIMIT_STATUSES].sort()).toEqual([
      'active',
      'confirmed',
      'unconfirmed',
      'unconfirmed_disabled',
    ])
  })
})

describe('breachedLimit', () => {
  it('an amount is refused exactly when it exceeds what some limit leaves', () => {
    fc.assert(
      fc.property(fc.array(usage, { maxLength: 5 }), amount, (us, a) => {
        const hit = breachedLimit(us, a)
        const left = allowance(us)
        if (left === null || a <= left) expect(hit).toBeNull()
        else expect(hit).toEqual({ type: expect.any(String), remaining: left })
      }),
    )
  })
  it('what remains is never negative and never more than the limit', () => {
    fc.assert(
      fc.property(usage, (u: LimitUsage) => {
        expect(remaining(u)).toBeGreaterThanOrEqual(0)
        expect(remaining(u)).toBeLessThanOrEqual(u.amount)
      }),
    )
  })
  it('staking up to the allowance in any pieces never passes the limit', () => {
    fc.assert(
      fc.property(amount, fc.array(fc.integer({ min: 1, max: 1e6 }), { maxLength: 50 }), (limit, stakes) => {
        let used = 0
        for (const s of stakes) if (!breachedLimit([{ type: 'wager', amount: limit, used }], s)) used += s
        expect(used).toBeLessThanOrEqual(limit)
      }),
    )
  })
  it('a net win counts as no loss', () => {
    expect(netLoss(500, 900)).toBe(0)
    expect(netLoss(900, 500)).toBe(400)
  })
})

describe('leftForNext', () => {
  it('leaves a bet limit whole (it caps each bet alone) and a windowed limit what its window has left', () => {
    expect(leftForNext({ type: 'bet', amount: 5_000, used: 4_000 })).toBe(5_000)
    expect(leftForNext({ type: 'wager', amount: 5_000, used: 4_000 })).toBe(1_000)
    expect(leftForNext({ type: 'loss', amount: 5_000, used: 7_000 })).toBe(0)
  })
})

describe('cooling period', () => {
  it('lower or new applies now, higher or removal waits', () => {
    fc.assert(
      fc.property(amount, amount, (cur, req) => {
        const change = limitChange(cur, req)
        expect(change).toBe(req < cur ? 'tighten' : req > cur ? 'loosen' : 'same')
      }),
    )
    expect(limitChange(null, 5)).toBe('tighten')
    expect(limitChange(5, null)).toBe('loosen')
    expect(limitChange(null, null)).toBe('same')
  })
  it('a loosening request can be confirmed 24 hours after it was asked, not before', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 3 * LIMIT_COOLING_PERIOD_MS }), (at, wait) => {
        const now = new Date(at.getTime() + wait)
        expect(coolingOver(at, now)).toBe(wait >= LIMIT_COOLING_PERIOD_MS)
        expect(coolingEndsAt(at).getTime() - at.getTime()).toBe(LIMIT_COOLING_PERIOD_MS)
      }),
    )
  })
})

describe('period windows', () => {
  it('now lies in [start, end) of its day, week and month; weeks start on Monday', () => {
    fc.assert(
      fc.property(date, fc.constantFrom('day', 'week', 'month' as const), (now, interval) => {
        const start = periodStart(interval, now)
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime())
        expect(periodEnd(interval, now).getTime()).toBeGreaterThan(now.getTime())
        if (interval === 'week') expect(start.getUTCDay()).toBe(1)
        if (interval === 'month') expect(start.getUTCDate()).toBe(1)
      }),
    )
  })
})

describe('loss chasing', () => {
  const now = new Date('2026-03-01T12:00:00Z')
  const lost = (minsAgo: number, stake = 1000) => ({
    stake,
    returned: 0,
    settledAt: new Date(now.getTime() - minsAgo * 60_000),
  })
  it('three quick losses and a doubled stake start the nudge', () => {
    const recent = [lost(1), lost(5), lost(9)]
    expect(isLossChasing(recent, 2000, now)).toBe(true)
    expect(isLossChasing(recent, 1999, now)).toBe(false)
  })
  it('a win among the latest bets, an old loss or too few bets do not', () => {
    expect(isLossChasing([lost(1), { ...lost(2), returned: 3000 }, lost(3)], 5000, now)).toBe(false)
    expect(isLossChasing([lost(1), lost(2), lost(LOSS_CHASE_WINDOW_MS / 60_000 + 1)], 5000, now)).toBe(false)
    expect(isLossChasing([lost(1), lost(2)], 5000, now)).toBe(false)
  })
  it('for any run of recent losses, the nudge depends only on the stake against their average', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1e6 }), {
          minLength: LOSS_CHASE_MIN_LOSSES,
          maxLength: LOSS_CHASE_MIN_LOSSES,
        }),
        fc.integer({ min: 1, max: 1e8 }),
        (stakes, stake) => {
          const recent = stakes.map((s, i) => lost(i + 1, s))
          const avg = stakes.reduce((a, b) => a + b, 0) / stakes.length
          expect(isLossChasing(recent, stake, now)).toBe(stake >= LOSS_CHASE_STAKE_FACTOR * avg)
        },
      ),
    )
  })
})

describe('money limits across currencies (ADR 011)', () => {
  const totals = (currency: Currency, stakes: number, returns = 0, deposits = 0) => ({
    currency,
    stakes,
    returns,
    deposits,
  })

  it('in one currency, counts exactly what that currency moved', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), fc.nat(10_000_000), (s, r, d) => {
        const t = [totals(EUR, s, r, d)]
        expect(usedAcrossCurrencies('wager', t, EUR, referenceRate)).toBe(s)
        expect(usedAcrossCurrencies('loss', t, EUR, referenceRate)).toBe(netLoss(s, r))
        expect(usedAcrossCurrencies('deposit', t, EUR, referenceRate)).toBe(d)
      }),
    )
  })

  it('never counts another currency’s stakes or deposits below their value, nor its returns above', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (s, r) => {
        const used = usedAcrossCurrencies('wager', [totals(USD, s)], EUR, referenceRate)!
        expect(used * 1.08).toBeGreaterThanOrEqual(s - 1e-6)
        const won = inLimitCurrency(money(r, USD), EUR, referenceRate, 'down')!
        expect(won * 1.08).toBeLessThanOrEqual(r + 1e-6)
      }),
    )
  })

  it('sums every currency: €5 and $5 and ¥1000 staked count as €14.86 against a euro limit', () => {
    const t = [totals(EUR, 500), totals(USD, 500), totals(JPY, 1000)]
    // $5 → €4.63 (rounded up), ¥1000 → €6.24 (rounded up)
    expect(usedAcrossCurrencies('wager', t, EUR, referenceRate)).toBe(500 + 463 + 624)
    // A net win in one currency offsets a loss in another.
    expect(usedAcrossCurrencies('loss', [totals(EUR, 1000), totals(USD, 0, 1100)], EUR, referenceRate)).toBe(
      0,
    )
  })

  it('a currency without a rate makes the use unknown (the server treats the limit as used up)', () => {
    const noRates = () => undefined
    expect(usedAcrossCurrencies('wager', [totals(USD, 1)], EUR, noRates)).toBeUndefined()
    expect(usedAcrossCurrencies('wager', [totals(EUR, 1)], EUR, noRates)).toBe(1)
    expect(inLimitCurrency(money(1, USD), EUR, noRates)).toBeUndefined()
  })
})
