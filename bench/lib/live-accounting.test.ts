import { describe, expect, it } from 'vitest'
import { account, type PublishedChange } from './live-accounting.ts'

/** A change of button 1|0; its frame reaches the page 1 ms after the publish unless `arrived` says otherwise (null: never). */
const change = (text: string, at: number, arrived: number | null = at + 1): PublishedChange => ({
  button: '1|0',
  text,
  at,
  arrived: arrived ?? undefined,
})

describe('live accounting', () => {
  it('does not credit an unpainted change with a later paint of the same price', () => {
    // 1.50 is overwritten by 1.55 in the same commit; 1.50 comes back 10 s later and is painted.
    const outcomes = account(
      [change('1.50', 0), change('1.55', 1), change('1.50', 10_000)],
      [
        { button: '1|0', text: '1.55', at: 5 },
        { button: '1|0', text: '1.50', at: 10_005 },
      ],
    )
    expect(outcomes.map((o) => o.kind)).toEqual(['superseded', 'shown', 'shown'])
    expect(outcomes[0]).toEqual({ kind: 'superseded', delivered: true, latency: 5 })
    expect(outcomes[2]).toEqual({ kind: 'shown', latency: 5 })
  })

  it('calls a change lost only when neither it nor a newer price of its button was painted', () => {
    const outcomes = account(
      [change('1.50', 0), change('1.55', 1, null)],
      [{ button: '1|0', text: '1.50', at: 3 }],
    )
    expect(outcomes).toEqual([
      { kind: 'shown', latency: 3 },
      { kind: 'lost', delivered: false },
    ])
  })

  it('matches a paint only to a publication the page had received by then', () => {
    // The second 1.50 is published before the paint but reaches the page after it.
    const outcomes = account(
      [change('1.50', 0), change('1.60', 1), change('1.50', 2, 50)],
      [
        { button: '1|0', text: '1.50', at: 4 },
        { button: '1|0', text: '1.60', at: 6 },
        { button: '1|0', text: '1.50', at: 52 },
      ],
    )
    expect(outcomes).toEqual([
      { kind: 'shown', latency: 4 },
      { kind: 'shown', latency: 5 },
      { kind: 'shown', latency: 50 },
    ])
  })
})
