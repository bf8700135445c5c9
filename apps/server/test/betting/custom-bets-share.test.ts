// Custom bets in share codes (restored as one with its joint price now, refused when malformed) and
// the catalogue's answers for bad match ids and matches without custom bets (never a 500).
import { describe, expect, it } from 'vitest'
import { IDS } from '../helpers/fixtures.ts'
import {
  MATCH,
  OTHER,
  feedMatch,
  homeWin,
  jointOdds,
  leg,
  over25,
  postCustomOdds,
  type Leg,
} from './custom-bet-fixtures.ts'
import { buildBetting, newPlayer, type TestPlayer } from './helpers.ts'

const app = await buildBetting()
await feedMatch(app, MATCH)
await feedMatch(app, OTHER)
const SHARED = 9004
const sharedModel = await feedMatch(app, SHARED)

const odds = (payload: object) => postCustomOdds(app, payload)

describe('share codes carry custom bets', () => {
  const share = (p: TestPlayer, bets: unknown[]) =>
    p.api({ method: 'POST', url: '/api/sportsbook/bets/share-code', payload: { bets } })
  const legsOf = (matchId: number, legs: Leg[]) => legs.map((l) => ({ match_id: matchId, ...l }))

  it('restores a shared custom bet as one, with its joint price now, beside a regular bet', async () => {
    const p = await newPlayer(app)
    const created = await share(p, [
      { selections: legsOf(SHARED, [homeWin, over25]), custom: true },
      { selections: legsOf(OTHER, [homeWin]) },
    ])
    expect(created.statusCode).toBe(200)
    const res = await app.inject({
      method: 'GET',
      url: `/api/sportsbook/bets/share-code?code=${created.json().code}`,
    })
    expect(res.statusCode).toBe(200)
    const [custom, single] = res.json().bets
    expect(custom).toMatchObject({
      custom: true,
      custom_odds: jointOdds([homeWin, over25], sharedModel),
      system_id: null,
    })
    expect(custom.selections.map((s: { outcome_id: string }) => s.outcome_id)).toEqual(['1', '12'])
    expect(single).toMatchObject({ custom: false, custom_odds: null })
  })

  it('answers custom_odds null when the legs cannot be priced together any more', async () => {
    const p = await newPlayer(app)
    const created = await share(p, [{ selections: legsOf(SHARED, [homeWin, leg(1, '3')]), custom: true }])
    const res = await app.inject({
      method: 'GET',
      url: `/api/sportsbook/bets/share-code?code=${created.json().code}`,
    })
    expect(res.json().bets[0]).toMatchObject({ custom: true, custom_odds: null })
  })

  it('refuses a custom bet of two matches, of one leg, or with a system id (400, nothing stored)', async () => {
    const p = await newPlayer(app)
    for (const bad of [
      { selections: [...legsOf(MATCH, [homeWin]), ...legsOf(OTHER, [over25])], custom: true },
      { selections: legsOf(MATCH, [homeWin]), custom: true },
      { selections: legsOf(MATCH, [homeWin, over25]), custom: true, system_id: '2/2' },
      { selections: legsOf(MATCH, [homeWin, over25]), custom: 'yes' },
    ]) {
      const res = await share(p, [bad])
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(res.json().error.code).toBe('invalid_params')
    }
  })
})

describe('bad match ids and bad types (catalogue errors, never a 500)', () => {
  it.each(['abc', '0', '-1', '1.5', '99999999999', 'null'])(
    'GET /bets/custom/markets/%s is a 400 invalid_params',
    async (id) => {
      const res = await app.inject({ method: 'GET', url: `/api/sportsbook/bets/custom/markets/${id}` })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('invalid_params')
    },
  )

  it('offers nothing to combine on an outright or a tennis match (custom bets are soccer only)', async () => {
    for (const id of [IDS.matches.plWinner, IDS.matches.nadalFederer]) {
      const res = await app.inject({ method: 'GET', url: `/api/sportsbook/bets/custom/markets/${id}` })
      expect([res.statusCode, res.json()], String(id)).toEqual([200, { data: [] }])
    }
  })

  it.each([
    ['a match id as text', { match_id: String(MATCH), selections: [homeWin, over25] }],
    ['a zero match id', { match_id: 0, selections: [homeWin, over25] }],
    ['a negative match id', { match_id: -MATCH, selections: [homeWin, over25] }],
    ['a fractional match id', { match_id: MATCH + 0.5, selections: [homeWin, over25] }],
    ['a match id out of range', { match_id: 99_999_999_999, selections: [homeWin, over25] }],
    ['no match id', { selections: [homeWin, over25] }],
    ['selections that are not a list', { match_id: MATCH, selections: homeWin }],
    ['a market id as text', { match_id: MATCH, selections: [{ ...homeWin, market_id: '1' }, over25] }],
    ['an outcome id as a number', { match_id: MATCH, selections: [{ ...homeWin, outcome_id: 1 }, over25] }],
    ['an empty outcome id', { match_id: MATCH, selections: [{ ...homeWin, outcome_id: '' }, over25] }],
    ['a specifier as a number', { match_id: MATCH, selections: [homeWin, { ...over25, specifier: 2.5 }] }],
    ['a leg without its market', { match_id: MATCH, selections: [{ outcome_id: '1' }, over25] }],
    ['too many legs', { match_id: MATCH, selections: Array.from({ length: 13 }, () => homeWin) }],
  ])('POST /bets/custom/odds with %s is a 400 invalid_params', async (_, body) => {
    const res = await odds(body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('invalid_params')
  })

  it('POST /bets/custom/odds on an outright, a tennis match or an unknown market has no custom price', async () => {
    for (const [match_id, legs] of [
      [IDS.matches.plWinner, [leg(534, '1'), leg(534, '2')]],
      [IDS.matches.nadalFederer, [leg(186, '1'), leg(186, '2')]],
      [MATCH, [homeWin, leg(999_999, '1')]],
    ] as const) {
      const res = await odds({ match_id, selections: legs })
      expect(res.statusCode, String(match_id)).toBe(400)
      expect(res.json().error.code).toBe('custom_bet_unavailable')
    }
  })
})
