// Every refusal of POST /bets (spec §5, §8): one case per rule, each with its catalogue code.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from './helpers.ts'

const app = await buildBetting()
const m = IDS.matches
const home = pick(m.arsenalChelsea, 1, '1', 2.1)
const over = pick(m.arsenalChelsea, 18, '1', 1.9, 'total=2.5')
const realHome = pick(m.realBarca, 1, '1', 2.1)
const outright = pick(m.plWinner, 534, '1', 3)
const federer = pick(m.nadalFederer, 186, '2', 2.5)

async function refused(p: TestPlayer, payload: object, status: number, code: string) {
  const res = await place(p, payload)
  expect(res.statusCode).toBe(status)
  const { error } = res.json()
  expect(error.code).toBe(code)
  expect(error.errors_by_bet[0]).toMatchObject({ index: 0, error_code: code })
  expect(error.errors_by_bet[0].localized_message).toEqual(expect.any(String))
  return error
}

const setPolicy = (userId: number, policy: string) =>
  app.testDb.db.execute(sql`insert into player_settings (user_id, auto_accept_odds_change, updated_at)
    values (${userId}, ${policy}, now()) on conflict (user_id) do update set auto_accept_odds_change = ${policy}`)

describe('POST /bets refusals', () => {
  it('101 invalid_odds when the odds dropped below what the player saw, with the current odds', async () => {
    const p = await newPlayer(app)
    const error = await refused(
      p,
      body([{ stake: 100, selections: [{ ...home, odds: 2.3 }] }]),
      400,
      'invalid_odds',
    )
    expect(error.bet_code).toBe(101)
    expect(error.errors_by_bet[0]).toMatchObject({
      code: 101,
      selections: [{ outcome_id: '1', odds: 2.1, active: true }],
    })
    expect((await p.balance()).amount).toBe(100_000)
  })

  it('applies the accepted-odds policy: higher by default, none refuses any move, any accepts a drop', async () => {
    const p = await newPlayer(app)
    const rose = await place(p, body([{ stake: 100, selections: [{ ...home, odds: 2.0 }] }]))
    expect(rose.statusCode).toBe(200)
    expect(rose.json().data[0].odds).toBe(2.1)
    await setPolicy(p.id, 'none')
    await refused(p, body([{ stake: 100, selections: [{ ...home, odds: 2.0 }] }]), 400, 'invalid_odds')
    await setPolicy(p.id, 'any')
    const dropped = await place(p, body([{ stake: 100, selections: [{ ...home, odds: 2.5 }] }]))
    expect(dropped.statusCode).toBe(200)
    expect(dropped.json().data[0].win_amount.value).toBe(210)
  })

  it('selection_unavailable for suspended, not allowed, missing, finished and inactive-provider selections', async () => {
    const p = await newPlayer(app)
    for (const s of [
      pick(m.arsenalChelsea, 18, '1', 1.9, 'total=3.5'), // suspended market
      pick(m.arsenalChelsea, 16, '1', 1.9, 'hcp=-1'), // status 0
      pick(m.arsenalChelsea, 1, '9', 2), // no such outcome
      pick(m.sevillaValencia, 1, '1', 2), // finished match
      pick(m.naviG2, 1, '1', 1.7), // Oddin is inactive
      pick(999_999, 1, '1', 2), // no such match
      pick(m.liverpoolEverton, 1, '1', 2.1), // live match, market suspended
    ]) {
      const error = await refused(p, body([{ stake: 100, selections: [s] }]), 400, 'selection_unavailable')
      expect(error.errors_by_bet[0].selections[0]).toMatchObject({ outcome_id: s.outcome_id, active: false })
    }
    await app.testDb.db.execute(sql`update markets set outcomes = jsonb_set(outcomes, '{0,active}', 'false')
      where match_id = ${m.realBarca} and market_id = 1`)
    await refused(p, body([{ stake: 100, selections: [realHome] }]), 400, 'selection_unavailable')
    await app.testDb.db.execute(sql`update markets set outcomes = jsonb_set(outcomes, '{0,active}', 'true')
      where match_id = ${m.realBarca} and market_id = 1`)
  })

  it('bet_not_allowed for two outcomes of one match in a combo, a wrong system, duplicates and a meta mismatch', async () => {
    const p = await newPlayer(app)
    await refused(p, body([{ stake: 100, selections: [home, over] }], 'combo'), 400, 'bet_not_allowed')
    await refused(
      p,
      body([{ stake: 100, selections: [home, realHome], system_id: '2/2' }], 'system'),
      400,
      'bet_not_allowed',
    )
    await refused(
      p,
      body([{ stake: 100, selections: [home, realHome, federer], system_id: '4/3' }], 'system'),
      400,
      'bet_not_allowed',
    )
    await refused(
      p,
      body([
        { stake: 100, selections: [home] },
        { stake: 100, selections: [home] },
      ]),
      400,
      'bet_not_allowed',
    )
    await refused(p, body([{ stake: 100, selections: [home, realHome] }], 'single'), 400, 'bet_not_allowed')
    // An outright is bet as a single only (domain slip rules): in a combo or a system it is refused.
    await refused(
      p,
      body([{ stake: 100, selections: [realHome, outright] }], 'combo'),
      400,
      'bet_not_allowed',
    )
    await refused(
      p,
      body([{ stake: 100, selections: [home, realHome, outright], system_id: '2/3' }], 'system'),
      400,
      'bet_not_allowed',
    )
    expect((await place(p, body([{ stake: 100, selections: [outright] }]))).statusCode).toBe(200)
    expect((await p.balance()).amount).toBe(100_000 - 100)
  })

  it('stake limits and the maximum payout', async () => {
    const p = await newPlayer(app, { balance: 5_000_000 })
    await refused(p, body([{ stake: 5, selections: [home] }]), 400, 'stake_too_low')
    await refused(p, body([{ stake: 1_000_001, selections: [home] }]), 400, 'stake_too_high')
    // 2.1 × 2.1 × 2.5 = 11.025: 10 000.00 would pay 110 250.00, above the 100 000.00 maximum
    await refused(
      p,
      body([{ stake: 1_000_000, selections: [home, realHome, federer] }], 'combo'),
      400,
      'max_payout_exceeded',
    )
  })

  it('422 insufficient_balance, nothing placed, for a stake above the balance or a currency without account', async () => {
    const p = await newPlayer(app, { balance: 500 })
    await refused(p, body([{ stake: 1000, selections: [home] }]), 422, 'insufficient_balance')
    await refused(
      p,
      body([{ stake: 1000, selections: [home], currency: 'USD' }]),
      422,
      'insufficient_balance',
    )
    const both = await place(
      p,
      body([
        { stake: 300, selections: [home] },
        { stake: 300, selections: [realHome] },
      ]),
    )
    expect(both.statusCode).toBe(422)
    expect(both.json().error.errors_by_bet).toHaveLength(2)
    expect((await p.balance()).amount).toBe(500)
    const list = await p.api({ method: 'GET', url: '/api/sportsbook/bets' })
    expect(list.json().data).toEqual([])
  })

  it('currency_not_supported for an unknown currency or mixed currencies', async () => {
    const p = await newPlayer(app)
    await refused(
      p,
      body([{ stake: 100, selections: [home], currency: 'XYZ' }]),
      422,
      'currency_not_supported',
    )
    await refused(
      p,
      body([
        { stake: 100, selections: [home] },
        { stake: 100, selections: [realHome], currency: 'USD' },
      ]),
      422,
      'currency_not_supported',
    )
  })

  it('114 pve_player_bet_forbidden for a PVE account', async () => {
    const p = await newPlayer(app, { statuses: ['pve'] })
    const error = await refused(
      p,
      body([{ stake: 100, selections: [home] }]),
      403,
      'pve_player_bet_forbidden',
    )
    expect(error.bet_code).toBe(114)
  })

  it('potential_win_too_low for a quick bet that cannot win more than its stake', async () => {
    await app.testDb.db.execute(sql`update markets set outcomes = jsonb_set(outcomes, '{1,odds}', '1.05')
      where match_id = ${m.realBarca} and market_id = 1`)
    const p = await newPlayer(app)
    const low = pick(m.realBarca, 1, '2', 1.05)
    await refused(p, body([{ stake: 10, selections: [low] }], 'single', true), 400, 'potential_win_too_low')
    expect((await place(p, body([{ stake: 10, selections: [low] }], 'single', false))).statusCode).toBe(200)
  })
})
