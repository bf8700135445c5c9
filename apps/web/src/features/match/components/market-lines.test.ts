import { describe, expect, it } from 'vitest'
import { marketFixture, totalsFixture } from '~/testing/fixtures.ts'
import { lineNow, namesSides, outcomeOpen } from './market-lines.ts'

describe('lineNow', () => {
  const line = totalsFixture(5.5)
  it('takes status, reason and outcome states from the live list, keeps the builder’s own line otherwise', () => {
    expect(lineNow(line, undefined)).toBe(line)
    const live = totalsFixture(5.5, {
      status: -1,
      suspend_reason: 'goal',
      outcomes: [
        { id: '12', name: 'Over 5.5', active: false, odds: 1.01 },
        { id: '13', name: 'Under 5.5', active: true, odds: 1.01 },
      ],
    })
    const now = lineNow(line, [totalsFixture(2.5), live])
    expect(now).toMatchObject({ status: -1, suspend_reason: 'goal' })
    expect(now.outcomes.map((o) => o.active)).toEqual([false, true])
    expect(outcomeOpen(now, '13')).toBe(false)
  })

  it('shows a line the live list no longer holds as suspended', () => {
    const gone = lineNow(line, [totalsFixture(2.5)])
    expect(gone.status).toBe(-1)
    expect(outcomeOpen(gone, '12')).toBe(false)
    expect(outcomeOpen(line, '12')).toBe(true)
  })
})

describe('namesSides', () => {
  it('is true for 1/X/2 markets and false for counts, where "1" is one goal', () => {
    expect(namesSides(marketFixture())).toBe(true)
    expect(
      namesSides(marketFixture({ outcomes: [{ id: '1714', name: '1 (-1.5)', active: true, odds: 2 }] })),
    ).toBe(true)
    const exactGoals = marketFixture({
      outcomes: ['0', '1', '2', '3', '6+'].map((n) => ({ id: n, name: n, active: true, odds: 4 })),
    })
    expect(namesSides(exactGoals)).toBe(false)
  })
})
