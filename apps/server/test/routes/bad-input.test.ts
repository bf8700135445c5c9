// Property: whatever a client puts in the path or query string, the API answers with a 2xx or a
// catalogue 4xx in the ErrorBody shape, never a 5xx.
import fc from 'fast-check'
import { ErrorBody } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { build } from '../helpers/build-app.ts'

const app = await build()

const PATHS = [
  '/api/sportsbook/sports',
  '/api/sportsbook/categories',
  '/api/sportsbook/categories/{id}',
  '/api/sportsbook/tournaments',
  '/api/sportsbook/tournaments/{id}',
  '/api/sportsbook/matches',
  '/api/sportsbook/matches/{id}',
  '/api/sportsbook/matches/{id}/markets',
  '/api/sportsbook/search',
  // The match centre (issue 19): statistics/timeline by {type}, video, streams, price history, chat,
  // custom-bet markets and the vote.
  '/api/sportsbook/matches/{id}/{type}',
  '/api/sportsbook/matches/{id}/video',
  '/api/sportsbook/matches/{id}/streams',
  '/api/sportsbook/matches/{id}/price-history',
  '/api/sportsbook/matches/{id}/chat',
  '/api/sportsbook/bets/custom/markets/{id}',
  '/api/sportsbook/vote',
]
const PARAMS = [
  'id',
  'type',
  'sport_key',
  'sport_type',
  'sport_id',
  'category_id',
  'tournament_id',
  'match_status',
  'sort_by',
  'start_from',
  'start_to',
  'bettable',
  'max_per_sport',
  'page',
  'limit',
  'favourite',
  'has_video',
  'group_key',
  'market_id',
  'q',
  'slug',
  'top',
  'only_events_name',
  'match_id',
]
const value = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.integer({ min: -3, max: 3_000_000_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom(
    '',
    ' ',
    '-',
    ',',
    '1,2',
    '-start_time',
    'true',
    '0,1,5',
    '2030-06-01T12:00:00Z',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59-14:00',
    '2147483648',
    '%',
    '_',
    "'",
    '\\',
    '\u0000',
    'a\u0000b',
  ),
)
const segment = fc.oneof(
  fc.constantFrom('101', '0', '-1', '1.5', 'abc', '99999999999', '%20', '\u0000'),
  fc.string({ maxLength: 12 }),
)

describe('bad input', () => {
  it('never produces a 5xx on any read endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        segment,
        fc.oneof(fc.constantFrom('statistics', 'timeline', 'lineups', 'STATISTICS', '..'), segment),
        fc.array(fc.tuple(fc.constantFrom(...PARAMS), value), { maxLength: 4 }),
        async (path, id, type, params) => {
          const url = path.replace('{id}', encodeURIComponent(id)).replace('{type}', encodeURIComponent(type))
          const qs = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')
          const res = await app.inject(qs ? `${url}?${qs}` : url)
          expect(res.statusCode, `${url}?${qs}: ${res.body}`).toBeLessThan(500)
          if (res.statusCode >= 400) expect(ErrorBody.safeParse(res.json()).success).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('malformed requests', () => {
  it.each([
    ['/api/sportsbook/matches/%E0%A4%A', 'invalid_params'],
    ['/api/sportsbook/search?q=%00%00%00', 'invalid_characters'],
    ['/api/sportsbook/categories?slug=%00abc', 'invalid_characters'],
    ['/api/sportsbook/matches?sport_key=%00', 'invalid_characters'],
    ['/api/sportsbook/matches/1%00', 'invalid_characters'],
  ])('%s is a 400 %s', async (url, code) => {
    const res = await app.inject(url)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe(code)
  })
})
