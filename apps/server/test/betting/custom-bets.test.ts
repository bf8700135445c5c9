// Custom bets: eligible markets, the joint price from the feed's model, placement with code 120 when
// the price moved against the player's policy, the bet list, settlement, and no cash-out. Share codes
// and catalogue errors: custom-bets-share.test.ts.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { IDS } from '../helpers/fixtures.ts'
import {
  MATCH,
  OTHER,
  btts,
  feedMatch,
  homeWin,
  jointOdds,
  leg,
  over25,
  postCustomOdds,
  type Leg,
} from './custom-bet-fixtures.ts'
import { buildBetting, newPlayer, place, type TestPlayer } from './helpers.ts'

const app = await buildBetting()
const db = app.testDb.db

const LIVE = 9003
const model = await feedMatch(app, MATCH)
await feedMatch(app, OTHER)
/** 20 minutes into the match, 2-0: priced from the score so far and the time left. */
const liveModel = await feedMatch(app, LIVE, 20 * 60)

const expectedOdds = (legs: Leg[], from = model) => jointOdds(legs, from)
const odds = (payload: object) => postCustomOdds(app, payload)

const customBet = (stake: number, custom_odds: number, legs = [homeWin, over25], matchId = MATCH) => ({
  meta: { device_id: 'test-device', quick: false, type: 'custom_bet' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      custom_odds,
      selections: legs.map((l) => ({ match_id: matchId, ...l, odds: 1.5 })),
    },
  ],
})

describe('GET /bets/custom/markets/{matchId}', () => {
  it('lists the markets a custom bet may combine, with their custom_bet_groups', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/sportsbook/bets/custom/markets/${MATCH}` })
    expect(res.statusCode).toBe(200)
    const data = res.json().data as { id: number; specifier: string; custom_bet_groups: string[] }[]
    const ids = new Set(data.map((mk) => mk.id))
    for (const id of [1, 10, 18, 29, 45, 60]) expect(ids).toContain(id)
    // Draw no bet and Asian handicaps can refund; the next goal is not a function of the score.
    for (const id of [11, 16, 66, 8]) expect(ids).not.toContain(id)
    expect(data.find((mk) => mk.id === 1)?.custom_bet_groups).toEqual(['result'])
    expect(data.every((mk) => mk.custom_bet_groups.length > 0)).toBe(true)
  })

  it('is empty for a finished match and 404 for an unknown one', async () => {
    const done = await app.inject({
      method: 'GET',
      url: `/api/sportsbook/bets/custom/markets/${IDS.matches.sevillaValencia}`,
    })
    expect(done.json()).toEqual({ data: [] })
    const none = await app.inject({ method: 'GET', url: '/api/sportsbook/bets/custom/markets/999999' })
    expect(none.statusCode).toBe(404)
  })
})

describe('POST /bets/custom/odds', () => {
  it("prices the legs' joint probability from the feed's model with the margin", async () => {
    const res = await odds({ match_id: MATCH, selections: [homeWin, over25] })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { match_id: MATCH, odds: expectedOdds([homeWin, over25]) } })
    // Correlated legs (over 2.5 and both teams to score) are priced together, not as a product.
    const both = (await odds({ match_id: MATCH, selections: [over25, btts] })).json().data.odds
    expect(both).toBe(expectedOdds([over25, btts]))
    const one = (await odds({ match_id: MATCH, selections: [over25] })).json().data.odds
    expect(both).toBeGreaterThan(one)
  })

  it('refuses legs that cannot win together with custom_bet_incompatible', async () => {
    const res = await odds({ match_id: MATCH, selections: [homeWin, leg(1, '3')] })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.code).toBe('custom_bet_incompatible')
    const under = await odds({ match_id: MATCH, selections: [leg(18, '13', 'total=0.5'), btts] })
    expect(under.json().error.code).toBe('custom_bet_incompatible')
  })

  it('refuses ineligible, suspended and unknown selections, and matches without custom bets', async () => {
    const dnb = await odds({ match_id: MATCH, selections: [leg(11, '4'), over25] })
    expect([dnb.statusCode, dnb.json().error.code]).toEqual([400, 'custom_bet_unavailable'])
    await db.execute(sql`update markets set status = -1 where match_id = ${OTHER} and market_id = 29`)
    const suspended = await odds({ match_id: OTHER, selections: [homeWin, btts] })
    expect(suspended.json().error.code).toBe('custom_bet_unavailable')
    const unknown = await odds({ match_id: MATCH, selections: [leg(1, '99')] })
    expect(unknown.json().error.code).toBe('custom_bet_unavailable')
    // A match the feed did not model (fixture) has nothing to price from.
    const fixture = await odds({ match_id: IDS.matches.arsenalChelsea, selections: [homeWin] })
    expect(fixture.json().error.code).toBe('custom_bet_unavailable')
    const missing = await odds({ match_id: 999_999, selections: [homeWin] })
    expect(missing.statusCode).toBe(404)
    const bad = await odds({ match_id: MATCH, selections: [] })
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'invalid_params'])
  })
})

async function betsOf(p: TestPlayer) {
  return (await p.api({ method: 'GET', url: '/api/sportsbook/bets' })).json().data as {
    id: string
    type: string
    odds: number
    status: string
    result: string
    win_amount: { value: number }
    to_cashout: unknown
  }[]
}

describe('placing a custom bet', () => {
  it('is accepted at the current price, listed as custom_bet, with no cash-out', async () => {
    const p = await newPlayer(app)
    const price = expectedOdds([homeWin, over25])
    const res = await place(p, customBet(1000, price))
    expect(res.statusCode).toBe(200)
    const bet = res.json().data[0]
    expect(bet).toMatchObject({
      type: 'custom_bet',
      odds: price,
      win_amount: { value: Math.floor(1000 * price) },
    })
    expect(bet.selections).toHaveLength(2)
    expect((await p.balance()).amount).toBe(99_000)
    const [listed] = await betsOf(p)
    expect(listed).toMatchObject({ id: bet.id, type: 'custom_bet', odds: price, to_cashout: null })
    const cashout = await p.api({
      method: 'POST',
      url: '/api/sportsbook/bets/cashout',
      payload: { bet_id: bet.id, to_cashout: { value: 500, currency: 'EUR' } },
    })
    expect([cashout.statusCode, cashout.json().error.code]).toEqual([400, 'cashout_unavailable'])
  })

  it('refuses a price that moved against the policy with code 120 and the current price', async () => {
    const p = await newPlayer(app)
    const price = expectedOdds([homeWin, over25])
    const res = await place(p, customBet(1000, price + 0.5))
    expect(res.statusCode).toBe(400)
    const { error } = res.json()
    expect(error).toMatchObject({ code: 'invalid_odds_custom_bet', bet_code: 120 })
    expect(error.errors_by_bet).toEqual([
      expect.objectContaining({
        index: 0,
        code: 120,
        error_code: 'invalid_odds_custom_bet',
        custom_odds: price,
      }),
    ])
    expect((await p.balance()).amount).toBe(100_000)
    // A rise is accepted under the default policy ('higher'), at the current price.
    const lower = await place(p, customBet(1000, price - 0.2))
    expect(lower.statusCode).toBe(200)
    expect(lower.json().data[0].odds).toBe(price)
  })

  it('refuses legs of two matches, incompatible legs, and a custom bet under another meta.type', async () => {
    const p = await newPlayer(app)
    const two = customBet(1000, 3)
    two.bets[0]!.selections[1]!.match_id = OTHER
    expect((await place(p, two)).json().error.code).toBe('custom_bet_unavailable')
    const clash = await place(p, customBet(1000, 3, [homeWin, leg(1, '3')]))
    expect(clash.json().error.code).toBe('custom_bet_incompatible')
    const combo = customBet(1000, expectedOdds([homeWin, over25]))
    combo.meta.type = 'combo'
    expect((await place(p, combo)).json().error.code).toBe('bet_not_allowed')
    expect((await p.balance()).amount).toBe(100_000)
  })

  it('takes a live custom bet after the live delay, priced from the match as it stands', async () => {
    const p = await newPlayer(app)
    expect(liveModel.halves[0]).toEqual([2, 0])
    const legs = [homeWin, btts]
    const quoted = (await odds({ match_id: LIVE, selections: legs })).json().data.odds as number
    // From the score and the time left, not from kick-off.
    expect(quoted).toBe(expectedOdds(legs, liveModel))
    expect(quoted).not.toBe(expectedOdds(legs))
    const res = await place(p, customBet(1000, quoted, legs, LIVE))
    expect(res.statusCode).toBe(200)
    expect(res.json().data[0]).toMatchObject({ type: 'custom_bet', odds: quoted })
  })

  it('has a max stake: the stake at which the custom odds reach the maximum payout', async () => {
    const p = await newPlayer(app, { balance: 10_000_000 })
    const price = expectedOdds([homeWin, over25])
    const res = await p.api({
      method: 'POST',
      url: '/api/sportsbook/bets/max-stake',
      payload: { bets: [{ ...customBet(0, price).bets[0], stake: { currency: 'EUR' } }] },
    })
    expect(res.statusCode).toBe(200)
    const max = res.json().data[0].max_stake.value
    // EUR: maximum payout 100 000.00, stake limit 10 000.00.
    expect(max).toBe(Math.min(1_000_000, Math.floor(10_000_000 / price)))
  })

  it('settles: all legs win pays the custom odds, any lost leg loses, a void leg refunds', async () => {
    const p = await newPlayer(app)
    const price = expectedOdds([homeWin, over25])
    const ids: string[] = []
    for (const legs of [
      [homeWin, over25],
      [homeWin, btts],
      [homeWin, leg(60, '1')],
    ]) {
      // Any price under the current one is a rise the default policy accepts: placed at the current price.
      const res = await place(p, customBet(1000, 1.01, legs))
      expect(res.statusCode).toBe(200)
      ids.push(res.json().data[0].id)
    }
    const settle = (marketId: number, result: Record<string, string>, specifier = '') =>
      db.execute(sql`update markets set status = -3, result = ${JSON.stringify(result)}::jsonb
        where match_id = ${MATCH} and market_id = ${marketId} and specifier = ${specifier}`)
    await settle(1, { '1': 'win', '2': 'lose', '3': 'lose' })
    await settle(18, { '12': 'win', '13': 'lose' }, 'total=2.5')
    await settle(29, { '74': 'lose', '76': 'win' })
    await db.execute(sql`update markets set status = -4 where match_id = ${MATCH} and market_id = 60`)
    // The bets of the tests above on this match settle too.
    expect(await settleMatches(app.betting, [MATCH])).toBeGreaterThanOrEqual(3)
    const bets = await betsOf(p)
    const byId = (id: string) => bets.find((b) => b.id === id)!
    expect(byId(ids[0]!)).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: { value: Math.floor(1000 * price) },
    })
    expect(byId(ids[1]!)).toMatchObject({ status: 'done', result: 'lose_entire', win_amount: { value: 0 } })
    expect(byId(ids[2]!)).toMatchObject({
      status: 'cancelled',
      result: 'canceled',
      win_amount: { value: 1000 },
    })
    expect((await p.balance()).amount).toBe(100_000 - 3000 + Math.floor(1000 * price) + 1000)
  })
})
