import type { SearchResult } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { groupHits, groupMarketHits, lineOf } from './search-hits.ts'

type MarketHit = SearchResult['markets'][number]

const orion = {
  match_id: 12,
  match_slug: 'orion-athletic-vs-vega-united-12',
  match_name: 'Orion Athletic vs Vega United',
  sport_key: 'soccer',
}
const delta = {
  match_id: 10,
  match_slug: 'delta-stars-vs-vertex-union-10',
  match_name: 'Delta Stars vs Vertex Union',
  sport_key: 'cricket',
}
const hit = (m: typeof orion, market_id: number, name: string, specifier: string): MarketHit => ({
  ...m,
  market_id,
  name,
  specifier,
})

describe('lineOf', () => {
  it('reads a line from its specifier as outcomes write it', () => {
    expect(lineOf('Handicap', 'hcp=-1.5')).toBe('-1.5')
    expect(lineOf('Handicap', 'hcp=0.25')).toBe('+0.25')
    expect(lineOf('Handicap', 'hcp=0')).toBe('0')
    expect(lineOf('Total', 'total=2.5')).toBe('2.5')
    expect(lineOf('1X2', '')).toBe('')
  })

  it('leaves out a value the market name already says, whole words only', () => {
    expect(lineOf('Handicap 0:1', 'hcp=0:1')).toBe('')
    expect(lineOf('Goal 3 - next goal', 'goalnr=3')).toBe('')
    expect(lineOf('1st half - handicap', 'hcp=1')).toBe('+1')
  })
})

describe('groupMarketHits', () => {
  it('gives one result per match, each market type once with its lines in numeric order', () => {
    // As the server sends them: one row per line, specifiers in text order.
    const hits = [
      hit(delta, 607, 'Runs handicap', 'hcp=-8.5'),
      ...['-0.25', '-0.5', '-0.75', '-1', '-1.5', '0', '0.25', '0.5'].map((h) =>
        hit(orion, 16, 'Handicap', `hcp=${h}`),
      ),
      hit(orion, 66, '1st half - handicap', 'hcp=0'),
      hit(orion, 14, 'Handicap 0:1', 'hcp=0:1'),
    ]
    const results = groupMarketHits(hits)
    expect(results.map((r) => r.title)).toEqual([
      'Delta Stars vs Vertex Union',
      'Orion Athletic vs Vega United',
    ])
    expect(results[1]).toEqual({
      id: 'k12',
      to: '/soccer/orion-athletic-vs-vega-united-12',
      title: 'Orion Athletic vs Vega United',
      markets: [
        { id: 16, name: 'Handicap', lines: ['-1.5', '-1', '-0.75', '-0.5', '-0.25', '0', '+0.25', '+0.5'] },
        { id: 66, name: '1st half - handicap', lines: ['0'] },
        { id: 14, name: 'Handicap 0:1', lines: [] },
      ],
    })
  })

  it('puts the grouped markets under Markets, after matches and leagues', () => {
    const r: SearchResult = {
      matches: [],
      tournaments: [],
      markets: [hit(orion, 18, 'Total', 'total=2.5'), hit(orion, 18, 'Total', 'total=1.5')],
    }
    const groups = groupHits(r)
    expect(groups.map((g) => g.key)).toEqual(['markets'])
    expect(groups[0]!.hits).toHaveLength(1)
    expect(groups[0]!.hits[0]!.markets).toEqual([{ id: 18, name: 'Total', lines: ['1.5', '2.5'] }])
  })
})
