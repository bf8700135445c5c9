import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place } from './helpers.ts'

const app = await buildBetting()
const m = IDS.matches
const home = pick(m.arsenalChelsea, 1, '1', 2.1)
const realHome = pick(m.realBarca, 1, '1', 2.1)
const outright = pick(m.plWinner, 534, '1', 3)

describe('GET/POST /settings', () => {
  it('gives visitors the defaults and the site rules', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/sportsbook/settings' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      stakes: [100, 500, 1000, 5000],
      auto_accept_odds_change: 'higher',
      odds_type: 'european',
      custom_bet_enabled: true,
      provider_statuses: { betradar: true, oddin: false },
      limits: { currency: 'EUR', min_stake: 10, max_stake: 1_000_000, max_payout: 10_000_000 },
    })
    expect(res.json().odds_types).toHaveLength(7)
  })

  it('saves the player choices field by field; the policy then governs placement', async () => {
    const p = await newPlayer(app)
    const post = (payload: object) => p.api({ method: 'POST', url: '/api/sportsbook/settings', payload })
    expect((await post({ odds_type: 'american', stakes: [200, 300] })).json()).toMatchObject({
      odds_type: 'american',
      stakes: [200, 300],
      auto_accept_odds_change: 'higher',
    })
    const res = await post({ auto_accept_odds_change: 'none' })
    expect(res.json()).toMatchObject({
      odds_type: 'american',
      stakes: [200, 300],
      auto_accept_odds_change: 'none',
    })
    expect((await p.api({ method: 'GET', url: '/api/sportsbook/settings' })).json().odds_type).toBe(
      'american',
    )
    expect((await post({})).json().video_enabled).toBe(true)
    expect((await post({ video_enabled: false })).json()).toMatchObject({
      video_enabled: false,
      odds_type: 'american',
    })
    expect((await post({ odds_type: 'british' })).json()).toMatchObject({
      video_enabled: false,
      odds_type: 'british',
    })
    const moved = await place(p, body([{ stake: 100, selections: [{ ...home, odds: 2 }] }]))
    expect(moved.json().error.code).toBe('invalid_odds')
    for (const bad of [
      { odds_type: 'roman' },
      { stakes: [] },
      { stakes: [0] },
      { auto_accept_odds_change: 'all' },
      { video_enabled: 'no' },
      { other: 1 },
    ]) {
      const r = await post(bad)
      expect(r.statusCode).toBe(400)
      expect(r.json().error.code).toBe('invalid_params')
    }
    expect(
      (await app.inject({ method: 'POST', url: '/api/sportsbook/settings', payload: {} })).statusCode,
    ).toBe(401)
  })

  it('tells the web whether several freebets may be active at once (spec §3 allow_multiple_active_user_freebets)', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/api/sportsbook/settings' })
    expect(visitor.json().allow_multiple_active_user_freebets).toBe(true)
    const p = await newPlayer(app)
    const mine = await p.api({ method: 'GET', url: '/api/sportsbook/settings' })
    expect(mine.json().allow_multiple_active_user_freebets).toBe(true)
  })

  it('keeps the push subscription (spec §7 one_signal_push_notification_subscription) until it is ended', async () => {
    const p = await newPlayer(app)
    const post = (payload: object) => p.api({ method: 'POST', url: '/api/sportsbook/settings', payload })
    const get = async () => (await p.api({ method: 'GET', url: '/api/sportsbook/settings' })).json()
    expect((await get()).one_signal_push_notification_subscription).toBeNull()
    const id = '8d7f3c1e-5b2a-4f7e-9c1d-2e3f4a5b6c7d'
    const saved = await post({ one_signal_push_notification_subscription: id })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().one_signal_push_notification_subscription).toBe(id)
    // Other choices leave it as it is; null ends it.
    expect((await post({ odds_type: 'american' })).json().one_signal_push_notification_subscription).toBe(id)
    expect((await get()).one_signal_push_notification_subscription).toBe(id)
    expect((await post({ one_signal_push_notification_subscription: null })).json()).toMatchObject({
      one_signal_push_notification_subscription: null,
      odds_type: 'american',
    })
    for (const bad of ['', 'x'.repeat(129), 42]) {
      const r = await post({ one_signal_push_notification_subscription: bad })
      expect(r.statusCode).toBe(400)
      expect(r.json().error.code).toBe('invalid_params')
    }
  })
})

describe('share codes', () => {
  it('shares a slip and restores it with current prices, leaving out what is gone', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/bets/share-code',
      payload: {
        bets: [
          { selections: [home, realHome, outright], system_id: '2/3' },
          { selections: [pick(999, 1, '1', 2)] },
        ],
      },
    })
    expect(created.statusCode).toBe(200)
    const { code, url } = created.json()
    expect(code).toMatch(/^[A-Z2-9]{8}$/)
    expect(url).toBe(`http://web.test/?share_code=${code}`)
    await app.testDb.db.execute(
      sql`update markets set status = -1 where match_id = ${m.realBarca} and market_id = 1`,
    )
    const res = await app.inject({ method: 'GET', url: `/api/sportsbook/bets/share-code?code=${code}` })
    expect(res.statusCode).toBe(200)
    const shared = res.json()
    expect(shared.bets).toHaveLength(1)
    expect(shared.bets[0].system_id).toBe('2/3')
    expect(shared.bets[0].selections.map((s: { active: boolean }) => s.active)).toEqual([true, false, true])
    expect(shared.bets[0].selections[0]).toMatchObject({
      match_id: m.arsenalChelsea,
      match_name: 'Arsenal vs Chelsea',
      market_name: '1x2',
      outcome_name: '1',
      odds: 2.1,
      provider: 'betradar',
    })
    await app.testDb.db.execute(
      sql`update markets set status = 1 where match_id = ${m.realBarca} and market_id = 1`,
    )
  })

  it('an unknown code is share_code_not_found, a malformed one invalid_params', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/sportsbook/bets/share-code?code=ZZZZZZZZ' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('share_code_not_found')
    const bad = await app.inject({ method: 'GET', url: '/api/sportsbook/bets/share-code?code=%27;--' })
    expect(bad.statusCode).toBe(400)
  })
})

describe('POST /bets/max-stake', () => {
  const maxStake = (p: Awaited<ReturnType<typeof newPlayer>>, bets: object[]) =>
    p.api({ method: 'POST', url: '/api/sportsbook/bets/max-stake', payload: { bets } })

  it('is the least of the stake limit, the balance and the stake that reaches the maximum payout', async () => {
    const rich = await newPlayer(app, { balance: 50_000_000 })
    const single = await maxStake(rich, [{ stake: { currency: 'EUR' }, selections: [home] }])
    expect(single.statusCode).toBe(200)
    expect(single.json().data[0]).toMatchObject({
      index: 0,
      max_stake: { value: 1_000_000 },
      min_stake: { value: 10 },
    })
    // 11.025 total odds: 9 070.29 × 11.025 = 99 999.95, one cent more would pay above 100 000.00
    const combo = await maxStake(rich, [
      { stake: { currency: 'EUR' }, selections: [home, realHome, pick(m.nadalFederer, 186, '2', 2.5)] },
    ])
    expect(combo.json().data[0].max_stake.value).toBe(907_029)
    const poor = await newPlayer(app, { balance: 1234 })
    const low = await maxStake(poor, [{ stake: { currency: 'EUR' }, selections: [home] }])
    expect(low.json().data[0].max_stake.value).toBe(1234)
  })

  it('refuses unavailable selections like placement does', async () => {
    const p = await newPlayer(app)
    const res = await maxStake(p, [
      { stake: { currency: 'EUR' }, selections: [pick(m.arsenalChelsea, 18, '1', 1.9, 'total=3.5')] },
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('selection_unavailable')
  })
})
