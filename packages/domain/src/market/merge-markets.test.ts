import { describe, expect, it } from 'vitest'
import { mergeMarket, mergeMarkets } from './merge-markets.ts'
import { mergeMatch } from './merge-match.ts'
import { shareUnchanged } from './share-unchanged.ts'

const outcome = (id: number, odds: number, active = true) => ({ id, odds, active, name: `o${id}` })
const market = (id: number, status: number, outcomes: ReturnType<typeof outcome>[], specifier = '') => ({
  id,
  specifier,
  status,
  name: `m${id}`,
  outcomes,
})

describe('live-update merge of markets (spec §4)', () => {
  const prev = [market(1, 1, [outcome(1, 1.5), outcome(2, 2.5)]), market(2, 1, [outcome(3, 1.9)])]

  it('Markets with status 0 are dropped', () => {
    const next = mergeMarkets(prev, [market(1, 0, [outcome(1, 1.5)]), market(7, 0, [outcome(9, 2)])])
    expect(next.map((x) => x.id)).toEqual([2])
    expect(next[0]).toBe(prev[1])
  })

  it('markets with no outcomes are dropped unless already present', () => {
    const next = mergeMarkets(prev, [market(2, -1, []), market(8, 1, [])])
    expect(next.map((x) => x.id)).toEqual([1, 2])
    expect(next[1]?.status).toBe(-1)
    expect(next[1]?.outcomes).toBe(prev[1]?.outcomes)
    expect(mergeMarket(undefined, market(8, 1, []))).toBeUndefined()
  })

  it('odds replace only when changed: unchanged outcomes and markets keep identity', () => {
    const next = mergeMarkets(prev, [market(1, 1, [outcome(1, 1.5), outcome(2, 2.7)])])
    expect(next).not.toBe(prev)
    expect(next[0]?.outcomes[0]).toBe(prev[0]?.outcomes[0])
    expect(next[0]?.outcomes[1]).toEqual(outcome(2, 2.7))
    expect(next[1]).toBe(prev[1])
  })

  it('returns the same array when an update repeats what is shown', () => {
    const repeat = prev.map((x) => ({ ...x, outcomes: x.outcomes.map((o) => ({ ...o })) }))
    expect(mergeMarkets(prev, repeat)).toBe(prev)
    expect(mergeMarkets(prev, [])).toBe(prev)
  })

  it('keys markets by id and specifier and appends new ones', () => {
    const next = mergeMarkets(prev, [market(1, 1, [outcome(5, 3)], 'total=2.5')])
    expect(next.map((x) => `${x.id}${x.specifier}`)).toEqual(['1', '2', '1total=2.5'])
  })
})

describe('live-update merge of a match (spec §4)', () => {
  const match = {
    id: 1,
    status: 1,
    statistics: { total_score: { home: 1, away: 0 }, period_score: [{ home: 1, away: 0 }] },
    competitors: [{ name: 'A' }, { name: 'B' }],
  }

  it('unchanged score objects keep identity', () => {
    const next = mergeMatch(match, {
      status: 2,
      statistics: {
        total_score: { home: 1, away: 0 },
        period_score: [
          { home: 1, away: 0 },
          { home: 0, away: 0 },
        ],
      },
    })
    expect(next.status).toBe(2)
    expect(next.statistics.total_score).toBe(match.statistics.total_score)
    expect(next.statistics.period_score[0]).toBe(match.statistics.period_score[0])
    expect(next.competitors).toBe(match.competitors)
  })

  it('returns the same match when nothing changed and ignores undefined fields', () => {
    expect(mergeMatch(match, { status: 1, statistics: undefined })).toBe(match)
  })

  it('shares only plain data and replaces everything else', () => {
    const date = new Date(0)
    expect(shareUnchanged({ at: date }, { at: new Date(0) }).at).not.toBe(date)
    expect(shareUnchanged([1], { 0: 1 } as unknown as number[])).toEqual({ 0: 1 })
    expect(shareUnchanged({ a: 1 }, { b: 1 } as unknown as { a: number })).toEqual({ b: 1 })
    expect(shareUnchanged<unknown>(null, { a: 1 })).toEqual({ a: 1 })
    const bare = Object.assign(Object.create(null) as object, { a: 1 })
    expect(shareUnchanged(bare, { a: 1 })).toBe(bare)
  })
})
