// Bad input to every betting endpoint answers a catalogue 4xx, never a 500.
import { describe, expect, it } from 'vitest'
import { buildBetting, newPlayer } from './helpers.ts'

const app = await buildBetting()

const BODIES: unknown[] = [
  null,
  [],
  'text',
  { bets: 'x' },
  { bets: [{ stake: { value: Number.MAX_SAFE_INTEGER, currency: 'EUR' }, selections: [] }] },
  {
    meta: { device_id: 'd', type: 'single' },
    bets: [{ stake: { value: 1e300, currency: 'EUR' }, selections: [{}] }],
  },
  {
    meta: { device_id: 'd\u0000', type: 'single' },
    bets: [
      {
        stake: { value: 100, currency: 'EUR' },
        selections: [{ match_id: 1, market_id: 1, outcome_id: '\u0000', odds: 2 }],
      },
    ],
  },
  {
    meta: { device_id: 'd', type: 'system' },
    bets: [{ stake: { value: 100, currency: 'eur' }, selections: [], system_id: '99/99' }],
  },
  { bet_id: '1e5', to_cashout: { value: -1, currency: 'EUR' } },
  { stakes: [1.5], odds_type: 7 },
]

const ROUTES = [
  ['POST', '/api/sportsbook/bets'],
  ['POST', '/api/sportsbook/bets/max-stake'],
  ['POST', '/api/sportsbook/bets/cashout'],
  ['POST', '/api/sportsbook/bets/share-code'],
  ['POST', '/api/sportsbook/settings'],
] as const

describe('betting endpoints refuse bad input with catalogue codes', () => {
  it('bodies', async () => {
    const p = await newPlayer(app)
    for (const [method, url] of ROUTES) {
      for (const payload of BODIES) {
        const res = await p.api({
          method,
          url,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        })
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500)
        expect(res.json().error.code).toEqual(expect.any(String))
      }
    }
  })

  it('queries', async () => {
    const p = await newPlayer(app)
    for (const url of [
      '/api/sportsbook/bets?status=closed',
      '/api/sportsbook/bets?limit=501',
      '/api/sportsbook/bets?page=0',
      '/api/sportsbook/bets?result=maybe',
      '/api/sportsbook/bets/share-code',
      '/api/sportsbook/bets/share-code?code=%00',
    ]) {
      const res = await p.api({ method: 'GET', url })
      expect(res.statusCode, url).toBe(400)
      expect(res.json().error.code).toBe(url.includes('%00') ? 'invalid_characters' : 'invalid_params')
    }
    const page = await p.api({ method: 'GET', url: '/api/sportsbook/bets?limit=500&page=1000000' })
    expect(page.json()).toMatchObject({
      data: [],
      pagination: { total: 0, page: 1_000_000, limit: 500, last_page: 1 },
    })
  })
})
