// Lootboxes, freebet boosts and amount-based freebets through the API on real PostgreSQL: settled
// bets farm chests once (per bet and per event), opening a chest issues its freebet once (race),
// a boost needs lootbox freebets used in bets and happens once (race), every 5th qualifying bet
// issues an amount-based freebet; bad ids get catalogue errors.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, newPlayer, pick, place, type TestPlayer } from '../betting/helpers.ts'
import { bonusBet, buildBonuses, campaignId, redeem } from './helpers.ts'

const app = await buildBonuses()
const db = app.testDb.db
const m = IDS.matches
const lootbox = await campaignId(app, 'demo-lootbox')
const amb = await campaignId(app, 'demo-amb')
const api = '/api/sportsbook'
const get = (url: string, p?: TestPlayer) =>
  p ? p.api({ method: 'GET', url: api + url }) : app.inject({ method: 'GET', url: api + url })
const post = (p: TestPlayer, url: string, payload?: object) =>
  p.api({ method: 'POST', url: api + url, ...(payload ? { payload } : {}) })
const arsenal = pick(m.arsenalChelsea, 1, '1', 2.1)
const barca = pick(m.realBarca, 1, '1', 2.1)
const homeWins = { '1': 'win', '2': 'lose', '3': 'lose' }
const homeLoses = { '1': 'lose', '2': 'win', '3': 'lose' }
async function settle(matchId: number, result: Record<string, string>) {
  await db.execute(sql`update markets set status = -3, result = ${JSON.stringify(result)}::jsonb
    where match_id = ${matchId} and market_id = 1 and specifier = ''`)
  await settleMatches(app.betting, [matchId])
  await settleMatches(app.betting, [matchId]) // settlement may run twice: nothing farms twice
  await db.execute(
    sql`update markets set status = 1, result = null where match_id = ${matchId} and market_id = 1`,
  )
}
const boxOf = async (p: TestPlayer) => (await get(`/bonuses/lootboxes/${lootbox}`, p)).json()
const freebets = async (p: TestPlayer) =>
  (await get('/bonuses/freebets?limit=500', p)).json().data as {
    id: string
    amount: { value: number }
    status: string
  }[]
async function noDrift(p: TestPlayer) {
  const [acc] = await ledgerDrift(db, p.id)
  expect(acc!.balance).toBe(acc!.ledger)
}
/** Chests as a fixture (as if farmed), for the open and boost rules. */
async function giveChests(p: TestPlayer, n: number) {
  for (let i = 0; i < n; i++)
    await db.execute(sql`insert into lootbox_chests (campaign_id, user_id, bet_id, level, kind, status, prize, currency, farmed_at)
      values (${Number(lootbox.slice(1))}, ${p.id}, ${-Math.floor(Math.random() * 1e12)}, 1, 'win', 'closed', 100, 'EUR', now())`)
}

describe('lootbox lists', () => {
  it('shows the demo lootbox and its rules to a visitor, with terms; bad ids get catalogue errors', async () => {
    const list = await get('/bonuses/lootboxes')
    expect(list.statusCode).toBe(200)
    expect(list.json().data).toHaveLength(1)
    expect(list.json().data[0]).toMatchObject({
      id: lootbox,
      type: 'lootbox',
      key: 'demo-lootbox',
      farm_once_per_event: true,
      freebets_to_boost: 3,
      boost_multiplier: 1.5,
      chests: [],
      farmed_event_ids: [],
      min_stake: { value: 100, currency: 'EUR', subunits: 2 },
    })
    expect((await get(`/bonuses/lootboxes/${lootbox}/terms`)).json().terms).toMatch(/One chest per event/)
    expect((await get('/bonuses/lootboxes/x1')).statusCode).toBe(400)
    for (const bad of ['c999999', await campaignId(app, 'demo-comboboost')]) {
      const res = await get(`/bonuses/lootboxes/${bad}`)
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'bonus_not_found'])
      expect((await get(`/bonuses/lootboxes/${bad}/terms`)).statusCode).toBe(404)
    }
  })
})

describe('farming and opening chests', () => {
  it('farms one chest per settled bet and event, sized by odds and kind by result, and opens each once', async () => {
    const p = await newPlayer(app)
    expect((await place(p, body([{ stake: 1000, selections: [arsenal] }]))).statusCode).toBe(200)
    expect((await place(p, body([{ stake: 1000, selections: [arsenal] }]))).statusCode).toBe(200)
    expect(
      (await place(p, body([{ stake: 1000, selections: [pick(m.realBarca, 1, '1', 2.1)] }]))).statusCode,
    ).toBe(200)
    await settle(m.arsenalChelsea, homeWins)
    await settle(m.realBarca, homeLoses)
    const box = await boxOf(p)
    // Two bets on Arsenal–Chelsea farm one chest (farm_once_per_event); odds 2.10 → medium.
    expect(
      box.chests.map((c: { level: number; kind: string; status: string; prize: unknown }) => [
        c.level,
        c.kind,
        c.status,
        c.prize,
      ]),
    ).toEqual([
      [2, 'loss', 'closed', null],
      [2, 'win', 'closed', null],
    ])
    expect(box.farmed_event_ids).toEqual([m.arsenalChelsea, m.realBarca].sort((a, b) => a - b))
    expect(box.bets_count).toBe(2)

    const first = await post(p, `/bonuses/lootboxes/${lootbox}/open`)
    expect(first.statusCode).toBe(200)
    expect(first.json().chest).toMatchObject({ status: 'opened', kind: 'win', prize: { value: 200 } })
    expect(first.json().bonus).toMatchObject({
      type: 'freebet',
      status: 'active',
      amount: { value: 200 },
      min_odds: 1.5,
    })
    const second = await post(p, `/bonuses/lootboxes/${lootbox}/open`)
    expect(second.json().chest).toMatchObject({ kind: 'loss', prize: { value: 150 } })
    const none = await post(p, `/bonuses/lootboxes/${lootbox}/open`)
    expect([none.statusCode, none.json().error.code]).toEqual([409, 'bonus_not_available'])
    expect((await freebets(p)).map((f) => f.amount.value).sort()).toEqual([150, 200])
    expect((await boxOf(p)).chests.every((c: { status: string }) => c.status === 'opened')).toBe(true)
    await noDrift(p)
  })

  it('farms nothing from a freebet stake or a voided bet', async () => {
    const p = await newPlayer(app)
    const fb = (await redeem(p, 'FREEBET5')).json().bonus
    expect((await place(p, bonusBet(500, { id: fb.id, type: fb.type }, [arsenal]))).statusCode).toBe(200)
    expect((await place(p, body([{ stake: 1000, selections: [barca] }]))).statusCode).toBe(200)
    await settle(m.arsenalChelsea, homeWins)
    await settle(m.realBarca, { '1': 'void', '2': 'void', '3': 'void' })
    expect((await boxOf(p)).chests).toEqual([])
  })

  it('opens a chest once when two opens race for it', async () => {
    const p = await newPlayer(app)
    await giveChests(p, 1)
    const answers = await Promise.all([
      post(p, `/bonuses/lootboxes/${lootbox}/open`),
      post(p, `/bonuses/lootboxes/${lootbox}/open`),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(await freebets(p)).toHaveLength(1)
  })

  it('refuses opening for a visitor, a bad id or another kind of campaign', async () => {
    const p = await newPlayer(app)
    expect(
      (await app.inject({ method: 'POST', url: `${api}/bonuses/lootboxes/${lootbox}/open` })).statusCode,
    ).toBe(401)
    expect((await post(p, '/bonuses/lootboxes/f1/open')).json().error.code).toBe('bonus_not_found')
    expect((await post(p, '/bonuses/lootboxes/1/open')).statusCode).toBe(400)
  })
})

describe('boosting a lootbox freebet', () => {
  it('needs 3 lootbox freebets used in bets, multiplies one by 1.5 once, and refuses other ids', async () => {
    const p = await newPlayer(app)
    await giveChests(p, 4)
    const issued = []
    for (let i = 0; i < 4; i++)
      issued.push((await post(p, `/bonuses/lootboxes/${lootbox}/open`)).json().bonus)
    const early = await post(p, `/bonuses/${issued[3].id}/boost`)
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'bonus_not_available'])
    for (const fb of issued.slice(0, 3))
      expect((await place(p, bonusBet(100, { id: fb.id, type: 'freebet' }, [arsenal]))).statusCode).toBe(200)
    expect(await boxOf(p)).toMatchObject({ used_in_bets: 3, boosts_available: 1 })

    const answers = await Promise.all([
      post(p, `/bonuses/${issued[3].id}/boost`),
      post(p, `/bonuses/${issued[3].id}/boost`),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const ok = answers.find((a) => a.statusCode === 200)!.json()
    expect(ok.bonus.amount.value).toBe(150)
    expect(ok.boost).toMatchObject({
      multiplier: 1.5,
      amount_before: { value: 100 },
      amount: { value: 150 },
      lootbox_id: lootbox,
    })
    expect((await boxOf(p)).boosts_available).toBe(0)
    // The boosted freebet stakes its new amount.
    expect((await place(p, bonusBet(150, { id: issued[3].id, type: 'freebet' }, [arsenal]))).statusCode).toBe(
      200,
    )

    const welcome = (await redeem(p, 'WELCOME10')).json().bonus
    const notLoot = await post(p, `/bonuses/${welcome.id}/boost`)
    expect([notLoot.statusCode, notLoot.json().error.code]).toEqual([400, 'bonus_not_applicable'])
    expect((await post(p, `/bonuses/${lootbox}/boost`)).json().error.code).toBe('bonus_not_applicable')
    expect((await post(p, '/bonuses/f999999999/boost')).json().error.code).toBe('bonus_not_found')
    expect((await post(p, '/bonuses/zz/boost')).statusCode).toBe(400)
    const other = await newPlayer(app)
    expect((await post(other, `/bonuses/${issued[3].id}/boost`)).statusCode).toBe(404)
  })
})

describe('amount-based freebets', () => {
  it('lists the conditions, counts every qualifying settled bet once and issues a freebet every 5th', async () => {
    const visitor = (await get('/bonuses/freebets/amb')).json()
    expect(visitor.data).toEqual([
      expect.objectContaining({
        id: amb,
        key: 'demo-amb',
        conditions: { bets_count: 5, freebets_count: 3 },
        amount: { value: 500, currency: 'EUR', subunits: 2 },
        bets_count: 0,
        freebets_count: 0,
        issued_amount: { value: 0, currency: 'EUR', subunits: 2 },
      }),
    ])
    const p = await newPlayer(app)
    for (let i = 0; i < 5; i++)
      expect((await place(p, body([{ stake: 500, selections: [arsenal] }]))).statusCode).toBe(200)
    expect((await place(p, body([{ stake: 499, selections: [barca] }]))).statusCode).toBe(200) // below €5
    await settle(m.arsenalChelsea, homeLoses)
    await settle(m.realBarca, homeWins)
    const mine = (await get('/bonuses/freebets/amb', p)).json().data[0]
    expect(mine).toMatchObject({
      bets_count: 5,
      freebets_count: 1,
      issued_amount: { value: 500 },
      toward_next: 0,
    })
    const posted = await post(p, '/bonuses/freebets/amb', { limit: 10 })
    expect(posted.json().data[0]).toEqual(mine)
    const fb = await freebets(p)
    expect(fb).toHaveLength(1)
    expect(fb[0]).toMatchObject({ amount: { value: 500 }, status: 'active' })
    await noDrift(p)
    expect((await post(p, '/bonuses/freebets/amb', { limit: 0 })).statusCode).toBe(400)
  })
})
