import { describe, expect, it } from 'vitest'
import { sortMarkets } from './sort-markets.ts'

const m = (id: number, priority: number, name = 'A', most_balanced = false, specifier = '') => ({
  id,
  priority,
  name,
  most_balanced,
  specifier,
})

describe('market sort (spec §9)', () => {
  it('Market sort: selected market first, priority, id, name, most balanced, specifier', () => {
    const markets = [
      m(3, 1, 'B', false, 'total=2.5'),
      m(3, 1, 'B', true, 'total=3.5'),
      m(3, 1, 'B', false, 'total=1.5'),
      m(3, 1, 'A'),
      m(2, 1),
      m(1, 5),
      m(9, 0),
    ]
    const ids = (list: typeof markets) => list.map((x) => `${x.id}${x.name}${x.specifier}`)
    expect(ids(sortMarkets(markets, 9))).toEqual([
      '9A',
      '1A',
      '2A',
      '3A',
      '3Btotal=3.5',
      '3Btotal=1.5',
      '3Btotal=2.5',
    ])
    expect(ids(sortMarkets(markets))[0]).toBe('1A')
  })
  it('leaves the input untouched', () => {
    const markets = [m(2, 0), m(1, 0)]
    sortMarkets(markets)
    expect(markets[0]?.id).toBe(2)
  })
})
