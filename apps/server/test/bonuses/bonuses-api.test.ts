// The bonus endpoints of spec §7: campaign lists and terms, the player's freebets, promo codes
// (single use, expiry, brute-force limit, bonus_issued), mark-as-seen and activation.
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { newPlayer } from '../betting/helpers.ts'
import { buildBonuses, campaignId, redeem } from './helpers.ts'

const app = await buildBonuses()
const published: { channel: string; data: { type: string } }[] = []
vi.spyOn(app.realtime.publisher, 'publish').mockImplementation(async (channel, data) => {
  published.push({ channel, data: data as { type: string } })
  return {}
})
const get = (url: string) => app.inject({ method: 'GET', url: `/api/sportsbook${url}` })

describe('campaigns', () => {
  it('lists every demo campaign to a visitor, paged, with the comboboost ranges', async () => {
    const all = await get('/bonuses?limit=500')
    expect(all.statusCode).toBe(200)
    const types = all.json().data.map((c: { type: string }) => c.type)
    expect(types).toEqual([
      'comboboost',
      'freebet_only_win',
      'freebet',
      'freebet_all_win',
      'freebet_no_risk',
      'profit_boost',
      'lootbox',
      'hunting',
      'tournament',
    ])
    expect(all.json().total).toBe(9) // the amount-based campaign is listed by GET /bonuses/freebets/amb
    expect((await get('/bonuses')).json().data).toHaveLength(4) // §9 default page size
    const boost = all.json().data[0]
    expect(boost).toMatchObject({ status: 'active', min_odds: 1.2, amount: null })
    expect(boost.ranges[0]).toEqual({ min_count: 3, max_count: 4, bonus_odds: 1.05 })
    expect(all.json().data[1].amount).toEqual({ value: 1000, currency: 'EUR', subunits: 2 })
    const freebets = await get('/bonuses?bonusType=freebet_all_win')
    expect(freebets.json().data.map((c: { name: string }) => c.name)).toEqual(['All-win freebet €5'])
  })

  it('reads one comboboost and its terms; unknown ids are 404 and malformed ones 400', async () => {
    const id = await campaignId(app, 'demo-comboboost')
    expect((await get('/bonuses/comboboosts')).json().data.map((c: { id: string }) => c.id)).toEqual([id])
    expect((await get(`/bonuses/comboboosts/${id}`)).json()).toMatchObject({ id, type: 'comboboost' })
    const terms = await get(`/bonuses/comboboosts/${id}/terms`)
    expect(terms.json()).toMatchObject({ id, name: 'Combo boost' })
    expect(terms.json().terms).toContain('1.20')
    expect((await get('/bonuses/comboboosts/c999999')).json().error.code).toBe('bonus_not_found')
    expect((await get(`/bonuses/comboboosts/${await campaignId(app, 'demo-freebet')}`)).statusCode).toBe(404)
    expect((await get('/bonuses/comboboosts/abc')).statusCode).toBe(400)
  })

  it('shows a campaign limited to other countries as not available to the player', async () => {
    await app.testDb.db.execute(
      sql`update bonus_campaigns set country_codes = '{BR}' where key = 'demo-all-win'`,
    )
    const p = await newPlayer(app)
    const list = (await p.api({ method: 'GET', url: '/api/sportsbook/bonuses?limit=500' })).json().data
    expect(list.find((c: { type: string }) => c.type === 'freebet_all_win').status).toBe('not_available')
    expect((await redeem(p, 'ALLWIN5')).json().error.code).toBe('bonus_not_available')
    await app.testDb.db.execute(
      sql`update bonus_campaigns set country_codes = '{}' where key = 'demo-all-win'`,
    )
  })
})

describe('promo codes', () => {
  it('issues the freebet once per player, any case, and pushes bonus_issued to the player', async () => {
    const p = await newPlayer(app, { language: 'de' })
    published.length = 0
    const res = await redeem(p, ' welcome10 ')
    expect(res.statusCode).toBe(200)
    const bonus = res.json().bonus
    expect(bonus).toMatchObject({
      type: 'freebet_only_win',
      name: 'Welcome freebet €10',
      amount: { value: 1000, currency: 'EUR', subunits: 2 },
      status: 'active',
      min_odds: 1.5,
      is_seen: false,
    })
    expect(published).toEqual([{ channel: `$private:de:${p.id}`, data: { type: 'bonus_issued', bonus } }])
    const again = await redeem(p, 'WELCOME10')
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'promo_code_used'])
    expect((await p.api({ method: 'GET', url: '/api/sportsbook/bonuses/freebets' })).json().total).toBe(1)
  })

  it('refuses unknown and expired codes, visitors and bad bodies', async () => {
    const p = await newPlayer(app)
    const unknown = await redeem(p, 'NOPE')
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'promo_code_invalid'])
    await app.testDb.db.execute(sql`insert into promo_codes (code, campaign_id, valid_to)
      select 'OLD', id, '2000-01-01' from bonus_campaigns where key = 'demo-freebet'`)
    const old = await redeem(p, 'old')
    expect([old.statusCode, old.json().error.code]).toEqual([410, 'promo_code_expired'])
    expect((await redeem(p, 'no spaces!')).statusCode).toBe(400)
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/bonuses/promo-code',
      payload: { code: 'WELCOME10' },
    })
    expect(visitor.statusCode).toBe(401)
  })

  it('rate-limits guesses per player: the sixth attempt in a minute is 429, even with a good code', async () => {
    const p = await newPlayer(app)
    for (let i = 0; i < 5; i++) expect((await redeem(p, `GUESS${i}`)).statusCode).toBe(404)
    const limited = await redeem(p, 'FREEBET5')
    expect([limited.statusCode, limited.json().error.code]).toEqual([429, 'rate_limited'])
    app.clock.advance(61_000)
    expect((await redeem(p, 'FREEBET5')).statusCode).toBe(200)
  })
})

describe('the player’s freebets', () => {
  it('lists, reads, marks as seen only the unseen, and hides other players’ freebets', async () => {
    const p = await newPlayer(app)
    const { bonus } = (await redeem(p, 'FREEBET5')).json()
    const list = (url: string) => p.api({ method: 'GET', url: `/api/sportsbook/bonuses/freebets${url}` })
    expect((await list('?isUnseen=true')).json().data.map((b: { id: string }) => b.id)).toEqual([bonus.id])
    expect((await list(`/${bonus.id}`)).json()).toMatchObject({ id: bonus.id, type: 'freebet' })
    expect((await list(`/${bonus.id}/terms`)).json().name).toBe('Freebet €5')
    const seen = (ids: string[]) =>
      p.api({ method: 'POST', url: '/api/sportsbook/bonuses/mark-as-seen', payload: { ids } })
    expect((await seen([bonus.id])).json()).toEqual({ marked: 1 })
    expect((await seen([bonus.id])).json()).toEqual({ marked: 0 })
    expect((await list('?isUnseen=true')).json().data).toEqual([])
    const other = await newPlayer(app)
    const foreign = await other.api({ method: 'GET', url: `/api/sportsbook/bonuses/freebets/${bonus.id}` })
    expect(foreign.statusCode).toBe(404)
    expect(
      (
        await other.api({
          method: 'POST',
          url: '/api/sportsbook/bonuses/mark-as-seen',
          payload: { ids: [bonus.id] },
        })
      ).json(),
    ).toEqual({ marked: 0 })
    expect((await app.inject({ method: 'GET', url: '/api/sportsbook/bonuses/freebets' })).statusCode).toBe(
      401,
    )
  })

  it('activates a freebet that needs it, once; expired ones are shown expired', async () => {
    const p = await newPlayer(app)
    const { bonus } = (await redeem(p, 'NORISK20')).json()
    expect(bonus).toMatchObject({ type: 'freebet_no_risk', status: 'available' })
    const activate = (id: string) => p.api({ method: 'POST', url: `/api/sportsbook/bonuses/${id}/activate` })
    const on = await activate(bonus.id)
    expect(on.json().bonus).toMatchObject({ id: bonus.id, status: 'active', availability: 'active' })
    expect((await activate(bonus.id)).json().error.code).toBe('bonus_not_available')
    expect((await activate('f999999')).statusCode).toBe(404)
    await app.testDb.db.execute(
      sql`update player_bonuses set expires_at = '2000-01-01' where id = ${Number(bonus.id.slice(1))}`,
    )
    const later = await p.api({ method: 'GET', url: `/api/sportsbook/bonuses/freebets/${bonus.id}` })
    expect(later.json()).toMatchObject({ status: 'not_available', availability: 'expired' })
  })
})
