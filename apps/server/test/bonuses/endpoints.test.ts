// The rest of the §7 bonus surface: POST /bonuses (the list's filters in a body), bad ids and bad
// types on every kind's paths, and campaign banners (only https or site-path urls reach a page; the
// demo artwork route answers the catalogue's 404 for a file it does not draw).
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CampaignBanner } from '@sportsbook/contract'
import { newPlayer } from '../betting/helpers.ts'
import { buildBonuses, campaignId, redeem } from './helpers.ts'

const app = await buildBonuses()
const api = '/api/sportsbook'
const get = (url: string) => app.inject({ method: 'GET', url: `${api}${url}` })
const postList = (payload?: object) =>
  app.inject({ method: 'POST', url: `${api}/bonuses`, ...(payload ? { payload } : {}) })
const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((c) => c.name)

describe('POST /bonuses', () => {
  it('lists what GET /bonuses lists, its filters in a JSON body', async () => {
    const none = await postList()
    expect(none.statusCode).toBe(200)
    expect(none.json()).toMatchObject({ total: 9, page: 1, limit: 4 })
    expect(names(none)).toEqual(names(await get('/bonuses')))
    const second = await postList({ page: 2, limit: 4 })
    expect(names(second)).toEqual(names(await get('/bonuses?page=2&limit=4')))
    const allWin = await postList({ bonusType: 'freebet_all_win', limit: 500 })
    expect(names(allWin)).toEqual(['All-win freebet €5'])
  })

  it('isAvailable leaves out what the signed-in player cannot get', async () => {
    await app.testDb.db.execute(
      sql`update bonus_campaigns set country_codes = '{BR}' where key = 'demo-all-win'`,
    )
    try {
      const p = await newPlayer(app)
      const all = await p.api({ method: 'POST', url: `${api}/bonuses`, payload: { limit: 500 } })
      expect(names(all)).toContain('All-win freebet €5')
      const open = await p.api({
        method: 'POST',
        url: `${api}/bonuses`,
        payload: { limit: 500, isAvailable: true },
      })
      expect(names(open)).not.toContain('All-win freebet €5')
      expect(open.json().total).toBe(all.json().total - 1)
    } finally {
      await app.testDb.db.execute(
        sql`update bonus_campaigns set country_codes = '{}' where key = 'demo-all-win'`,
      )
    }
  })

  it.each([
    [{ bonusType: 'casino' }],
    [{ limit: 501 }],
    [{ limit: 0 }],
    [{ page: -1 }],
    [{ page: '1; drop table bonus_campaigns' }],
    [{ isAvailable: 'yes' }],
  ])('refuses the body %j with 400 invalid_params', async (payload) => {
    const res = await postList(payload)
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'invalid_params'])
  })
})

describe('bad types and ids on every kind', () => {
  it.each([
    '/bonuses?bonusType=casino',
    '/bonuses?limit=501',
    '/bonuses?isAvailable=maybe',
    '/bonuses/comboboosts?limit=0',
    '/bonuses/huntings?page=0',
    '/bonuses/lootboxes?limit=501',
  ])('GET %s → 400 invalid_params', async (url) => {
    const res = await get(url)
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'invalid_params'])
  })

  it('a kind that does not exist is the catalogue 404, not a 500', async () => {
    for (const url of ['/bonuses/casinos', '/bonuses/casinos/c1', '/bonuses/casinos/c1/terms']) {
      const res = await get(url)
      expect([url, res.statusCode, res.json().error.code]).toEqual([url, 404, 'not_found'])
    }
  })

  it.each(['comboboosts', 'huntings', 'tournaments', 'lootboxes'])(
    '/bonuses/%s: a malformed id is 400, an unknown or another kind’s id 404 bonus_not_found',
    async (kind) => {
      const other = await campaignId(app, kind === 'lootboxes' ? 'demo-comboboost' : 'demo-lootbox')
      for (const [url, status, code] of [
        [`/bonuses/${kind}/x1`, 400, 'invalid_params'],
        [`/bonuses/${kind}/c0`, 400, 'invalid_params'],
        [`/bonuses/${kind}/x1/terms`, 400, 'invalid_params'],
        [`/bonuses/${kind}/c999999`, 404, 'bonus_not_found'],
        [`/bonuses/${kind}/c999999/terms`, 404, 'bonus_not_found'],
        [`/bonuses/${kind}/${other}`, 404, 'bonus_not_found'],
      ] as const) {
        const res = await get(url)
        expect([url, res.statusCode, res.json().error.code]).toEqual([url, status, code])
      }
    },
  )

  it('/bonuses/freebets: visitors 401; a malformed id 400; a campaign id or someone else’s freebet 404', async () => {
    expect((await get('/bonuses/freebets/f1')).statusCode).toBe(401)
    const p = await newPlayer(app)
    const mine = (url: string) => p.api({ method: 'GET', url: `${api}/bonuses/freebets${url}` })
    expect((await mine('/1')).json().error.code).toBe('invalid_params')
    expect((await mine('?bonusType=casino')).statusCode).toBe(400)
    const campaign = await campaignId(app, 'demo-freebet')
    expect((await mine(`/${campaign}`)).json().error.code).toBe('bonus_not_found')
    const other = await newPlayer(app)
    const { bonus } = (await redeem(other, 'FREEBET5')).json()
    for (const url of [`/${bonus.id}`, `/${bonus.id}/terms`]) {
      const res = await mine(url)
      expect([url, res.statusCode, res.json().error.code]).toEqual([url, 404, 'bonus_not_found'])
    }
  })

  it('activate, boost and mark-as-seen refuse malformed ids and bodies with 400, visitors with 401', async () => {
    const p = await newPlayer(app)
    const post = (url: string, payload?: object) =>
      p.api({ method: 'POST', url: `${api}${url}`, ...(payload ? { payload } : {}) })
    expect((await post('/bonuses/zz/activate')).json().error.code).toBe('invalid_params')
    expect((await post('/bonuses/zz/boost')).json().error.code).toBe('invalid_params')
    expect((await post('/bonuses/c999999/activate')).statusCode).toBe(404)
    expect((await post('/bonuses/mark-as-seen', { ids: 'f1' })).statusCode).toBe(400)
    expect((await post('/bonuses/mark-as-seen', { ids: ['x'] })).statusCode).toBe(400)
    expect((await post('/bonuses/promo-code', { code: 42 })).statusCode).toBe(400)
    const visitor = await app.inject({
      method: 'POST',
      url: `${api}/bonuses/mark-as-seen`,
      payload: { ids: ['f1'] },
    })
    expect(visitor.statusCode).toBe(401)
  })
})

describe('campaign banners', () => {
  it('the contract takes https urls and paths of this site, and refuses anything else', () => {
    const banner = (url: string) => CampaignBanner.safeParse({ id: 'b', url, alt: '' }).success
    expect(banner('https://cdn.example.com/b.webp')).toBe(true)
    expect(banner('/api/sportsbook/assets/banners/freebet-mobile.svg')).toBe(true)
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://cdn.example.com/b.webp',
      '//evil.example/b.webp',
      'vbscript:msgbox',
      ' https://cdn.example.com/b.webp',
    ])
      expect([url, banner(url)]).toEqual([url, false])
  })

  it('a stored banner the contract refuses is left out of the answer; the list still answers', async () => {
    const bad = { id: 'x', url: 'javascript:alert(document.cookie)', alt: 'Click me' }
    const good = { id: 'm', url: 'https://cdn.example.com/m.webp', alt: 'Mobile' }
    await app.testDb.db.execute(sql`update bonus_campaigns
      set banners = ${JSON.stringify({ desktop: bad, mobile: good })}::jsonb where key = 'demo-no-risk'`)
    const res = await get('/bonuses?limit=500')
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('javascript:')
    const noRisk = res.json().data.find((c: { type: string }) => c.type === 'freebet_no_risk')
    expect(noRisk.banners).toEqual({ desktop: null, mobile: good })
  })

  it('every demo campaign’s desktop and mobile banners are served as SVG images', async () => {
    type Listed = {
      key: string
      banners: { desktop: { url: string } | null; mobile: { url: string } | null }
    }
    const listed = async (url: string) => (await get(url)).json().data as Listed[]
    const campaigns = [
      ...(await listed('/bonuses?limit=500')), // comboboost, freebets, lootbox, hunting, tournament
      ...(await listed('/bonuses/lootboxes')),
      ...(await listed('/bonuses/freebets/amb')),
    ].filter((c) => c.key !== 'demo-no-risk') // its banners were replaced above
    expect(campaigns.map((c) => c.key)).toEqual(
      expect.arrayContaining([
        'demo-hunting',
        'demo-lootbox',
        'demo-amb',
        expect.stringMatching(/^demo-tournament-/),
      ]),
    )
    for (const c of campaigns) {
      expect(c.banners.desktop?.url).toMatch(/-desktop\.svg$/)
      expect(c.banners.mobile?.url).toMatch(/-mobile\.svg$/)
      for (const url of [c.banners.desktop!.url, c.banners.mobile!.url]) {
        const res = await app.inject({ method: 'GET', url })
        expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'image/svg+xml'])
        expect(res.body).toMatch(/^<svg [^>]*width="\d+" height="\d+"/)
      }
    }
  })

  it('an unknown banner file answers the catalogue 404', async () => {
    for (const file of [
      'casino-desktop.svg',
      'freebet-tablet.svg',
      'freebet-desktop.png',
      '..%2Fpackage.json',
    ]) {
      const res = await get(`/assets/banners/${file}`)
      expect([file, res.statusCode, res.json().error.code]).toEqual([file, 404, 'not_found'])
    }
  })
})
