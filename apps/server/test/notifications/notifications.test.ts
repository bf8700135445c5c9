// GET /notifications, GET /notifications/counters, POST /notifications/read, POST /notifications/read-all,
// POST /counters: written by real events (settlement, cash-out), one player's own only, pushed after commit.
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { RealtimeEvent } from '@sportsbook/contract'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { notify } from '../../src/modules/notifications/index.ts'
import { pushChanges } from '../../src/modules/notifications/push.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from '../betting/helpers.ts'

const app = await buildBetting()
await app.ready()
const db = app.testDb.db
const m = IDS.matches
const home = pick(m.arsenalChelsea, 1, '1', 2.1)
const draw = pick(m.arsenalChelsea, 1, '2', 3.4)

const published: { channel: string; data: RealtimeEvent }[] = []
vi.spyOn(app.realtime.publisher, 'publish').mockImplementation(async (channel, data) => {
  published.push({ channel, data: data as RealtimeEvent })
  return {}
})

/** Writes `n` deposit notifications for the player, as the wallet's deposit would. */
async function seed(p: TestPlayer, n: number) {
  await db.transaction(async (tx) => {
    for (let i = 1; i <= n; i++) {
      const amount = { value: i * 100, currency: 'EUR', subunits: 2 }
      await notify(tx, {
        playerId: p.id,
        kind: 'deposit_credited',
        objectId: `pay-${i}`,
        payload: { amount, balance: amount },
      })
    }
  })
}
const list = (p: TestPlayer, query = '') =>
  p.api({ method: 'GET', url: `/api/sportsbook/notifications${query}` })
const counters = async (p: TestPlayer) =>
  (await p.api({ method: 'GET', url: '/api/sportsbook/notifications/counters' })).json()
const read = (p: TestPlayer, payload: unknown) =>
  p.api({ method: 'POST', url: '/api/sportsbook/notifications/read', payload: payload as object })
const readAll = (p: TestPlayer) => p.api({ method: 'POST', url: '/api/sportsbook/notifications/read-all' })
const settleHomeWin = async () => {
  await db.execute(sql`update markets set status = -3, result = ${JSON.stringify({ '1': 'win', '2': 'lose', '3': 'lose' })}::jsonb
    where match_id = ${m.arsenalChelsea} and market_id = 1 and specifier = ''`)
  return settleMatches(app.betting, [m.arsenalChelsea])
}

describe('notifications', () => {
  it('needs a session for every endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/sportsbook/notifications'],
      ['GET', '/api/sportsbook/notifications/counters'],
      ['POST', '/api/sportsbook/notifications/read'],
      ['POST', '/api/sportsbook/notifications/read-all'],
      ['POST', '/api/sportsbook/counters'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? { ids: [1] } : undefined })
      expect([401, 403], `${method} ${url}`).toContain(res.statusCode)
    }
  })

  it('tells a settled bet with its result and amount, earns comp points, and pushes both events after commit', async () => {
    const p = await newPlayer(app, { language: 'de' })
    const won = (await place(p, body([{ stake: 1000, selections: [home] }]))).json().data[0].id
    const lost = (await place(p, body([{ stake: 2500, selections: [draw] }]))).json().data[0].id
    published.length = 0
    expect(await settleHomeWin()).toBe(2)
    const res = await list(p)
    expect(res.statusCode).toBe(200)
    const { data, pagination } = res.json()
    expect(pagination).toEqual({ total: 2, page: 1, limit: 500, last_page: 1 })
    const byBet = Object.fromEntries(data.map((n: { object_id: string }) => [n.object_id, n]))
    expect(byBet[won]).toMatchObject({
      type: 'bet_settled',
      object_type: 'bet',
      read: false,
      title: 'Bet won',
      payload: { outcome: 'won', result: 'win_entire', amount: { value: 2100, currency: 'EUR' } },
    })
    expect(byBet[lost]).toMatchObject({
      title: 'Bet lost',
      payload: { outcome: 'lost', amount: { value: 0 } },
    })
    expect(await counters(p)).toEqual({ notifications: 2 })
    // 10 + 25 EUR staked and settled: 35 comp points.
    const points = await p.api({ method: 'GET', url: '/api/platform/player/comp_points' })
    expect(points.json().persistent_points).toBe(35)
    const channel = `$private:de:${p.id}`
    await vi.waitFor(() =>
      expect(published.filter((x) => x.channel === channel && x.data.type === 'notification')).toHaveLength(
        2,
      ),
    )
    await vi.waitFor(() =>
      expect(
        published.filter((x) => x.channel === channel && x.data.type === 'unread_counters_changed'),
      ).toHaveLength(2),
    )
    for (const x of published) expect(RealtimeEvent.safeParse(x.data).success).toBe(true)
  })

  it('tells a cash-out in the same transaction as the payment', async () => {
    const p = await newPlayer(app)
    const live = pick(m.realBarca, 1, '1', 2.1)
    const id = (await place(p, body([{ stake: 1000, selections: [live] }]))).json().data[0].id
    const open = await p.api({ method: 'GET', url: '/api/sportsbook/bets?status=open' })
    const bet = open.json().data.find((b: { id: string }) => b.id === id)
    expect(bet.to_cashout.value).toBeGreaterThan(0)
    const res = await p.api({
      method: 'POST',
      url: '/api/sportsbook/bets/cashout',
      payload: { bet_id: bet.id, to_cashout: { value: bet.to_cashout.value, currency: 'EUR' } },
    })
    expect(res.statusCode).toBe(200)
    const [n] = (await list(p)).json().data
    expect(n).toMatchObject({
      type: 'cashout_done',
      object_id: bet.id,
      payload: { full: true, amount: { value: res.json().paid.value } },
    })
  })

  it('pages newest first within the bounds, and refuses bounds outside them', async () => {
    const p = await newPlayer(app)
    await seed(p, 5)
    const page2 = (await list(p, '?page=2&limit=2')).json()
    expect(page2.pagination).toEqual({ total: 5, page: 2, limit: 2, last_page: 3 })
    expect(page2.data.map((n: { object_id: string }) => n.object_id)).toEqual(['pay-3', 'pay-2'])
    const beyond = (await list(p, '?page=9&limit=2')).json()
    expect(beyond).toEqual({ data: [], pagination: { total: 5, page: 9, limit: 2, last_page: 3 } })
    for (const q of ['?page=0', '?limit=0', '?limit=501', '?page=-1', '?page=abc', '?limit=1.5']) {
      const res = await list(p, q)
      expect(res.statusCode, q).toBe(400)
      expect(res.json().error.code).toBe('invalid_params')
    }
    const empty = (await list(await newPlayer(app))).json()
    expect(empty).toEqual({ data: [], pagination: { total: 0, page: 1, limit: 500, last_page: 1 } })
  })

  it("marks the player's own as read, ignores another player's ids, and refuses bad ids", async () => {
    const [a, b] = [await newPlayer(app), await newPlayer(app)]
    await seed(a, 3)
    await seed(b, 2)
    const idsOf = async (p: TestPlayer) =>
      (await list(p)).json().data.map((n: { id: number }) => n.id) as number[]
    const [aIds, bIds] = [await idsOf(a), await idsOf(b)]
    // b's ids through a's session: nothing changes for either
    const foreign = await read(a, { ids: bIds })
    expect(foreign.json()).toEqual({ updated: 0, counters: { notifications: 3 } })
    expect(await counters(b)).toEqual({ notifications: 2 })
    const res = await read(a, { ids: [aIds[0], bIds[0], 999_999_999] })
    expect(res.json()).toEqual({ updated: 1, counters: { notifications: 2 } })
    expect((await list(a)).json().data[0]).toMatchObject({ id: aIds[0], read: true })
    // again: already read
    expect((await read(a, { ids: [aIds[0]] })).json().updated).toBe(0)
    for (const bad of [
      {},
      { ids: [] },
      { ids: ['x'] },
      { ids: [0] },
      { ids: [-1] },
      { ids: [1.5] },
      { ids: 5 },
      [1],
    ]) {
      const r = await read(a, bad)
      expect(r.statusCode, JSON.stringify(bad)).toBe(400)
      expect(r.json().error.code).toBe('invalid_params')
    }
    expect(await counters(b)).toEqual({ notifications: 2 })
  })

  it('reads all once under concurrent read-alls, and pushes the counters', async () => {
    const p = await newPlayer(app)
    await seed(p, 4)
    published.length = 0
    const answers = await Promise.all([readAll(p), readAll(p), readAll(p)])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(answers.reduce((t, r) => t + r.json().updated, 0)).toBe(4)
    for (const r of answers) expect(r.json().counters).toEqual({ notifications: 0 })
    expect(await counters(p)).toEqual({ notifications: 0 })
    expect((await list(p)).json().data.every((n: { read: boolean }) => n.read)).toBe(true)
    await vi.waitFor(() =>
      expect(
        published.some(
          (x) => x.data.type === 'unread_counters_changed' && x.data.counters.notifications === 0,
        ),
      ).toBe(true),
    )
  })

  it('answers POST /counters with the named counters, all of them when none is named', async () => {
    const p = await newPlayer(app)
    await seed(p, 2)
    const post = (payload?: object) =>
      p.api({ method: 'POST', url: '/api/sportsbook/counters', ...(payload ? { payload } : {}) })
    expect((await post()).json()).toEqual({ counters: { notifications: 2 } })
    expect((await post({ names: ['notifications'] })).json()).toEqual({ counters: { notifications: 2 } })
    const bad = await post({ names: ['jackpots'] })
    expect(bad.statusCode).toBe(400)
  })

  it("settles the player's own open bet at once through the development route, with its notification", async () => {
    const [p, other] = [await newPlayer(app), await newPlayer(app)]
    const live = pick(m.realBarca, 1, '2', 3.4)
    const id = (await place(p, body([{ stake: 500, selections: [live] }]))).json().data[0].id
    const settle = (who: TestPlayer, payload: object) =>
      who.api({ method: 'POST', url: '/api/dev/bets/settle', payload })
    expect((await settle(other, { bet_id: id, result: 'win' })).statusCode).toBe(404)
    expect((await settle(p, { bet_id: 'x', result: 'win' })).statusCode).toBe(400)
    const res = await settle(p, { bet_id: id, result: 'win' })
    expect(res.json()).toEqual({ settled: 1 })
    expect((await list(p)).json().data[0]).toMatchObject({
      type: 'bet_settled',
      payload: { outcome: 'won', amount: { value: 1700 } },
    })
    expect((await settle(p, { bet_id: id, result: 'lose' })).statusCode).toBe(404)
  })

  it('writes nothing and pushes nothing when the event rolls back', async () => {
    const p = await newPlayer(app)
    published.length = 0
    await db
      .transaction(async (tx) => {
        const amount = { value: 100, currency: 'EUR', subunits: 2 }
        await notify(tx, { playerId: p.id, kind: 'deposit_credited', payload: { amount, balance: amount } })
        throw new Error('the deposit failed')
      })
      .catch(() => undefined)
    await new Promise((r) => setTimeout(r, 100))
    expect(await counters(p)).toEqual({ notifications: 0 })
    expect(published.filter((x) => x.channel.endsWith(`:${p.id}`))).toEqual([])
  })
})

describe('notification pushes in a burst', () => {
  it("publish each player's new notifications in order, then their unread count once", async () => {
    const [a, b] = [await newPlayer(app), await newPlayer(app, { language: 'de' })]
    await seed(a, 3)
    await seed(b, 2)
    const ids = async (p: TestPlayer) =>
      (
        await db.execute<{ id: number }>(
          sql`select id::int from notifications where user_id = ${p.id} order by id`,
        )
      ).rows.map((r) => r.id)
    const [ia, ib] = [await ids(a), await ids(b)]
    // a publisher of its own: the app's listener pushes the seeded rows too, whenever it gets to them
    const got: { channel: string; data: RealtimeEvent }[] = []
    const publisher = {
      publish: async (channel: string, data: unknown) => {
        got.push({ channel, data: data as RealtimeEvent })
        return {}
      },
    } as unknown as typeof app.realtime.publisher
    await pushChanges(db, publisher, [
      { u: a.id, n: ia[0]! },
      { u: b.id, n: ib[0]! },
      { u: a.id, n: ia[1]! },
      { u: a.id, n: ia[2]! },
      { u: b.id, n: ib[1]! },
    ])
    const of = (channel: string) =>
      got
        .filter((x) => x.channel === channel)
        .map((x) => (x.data.type === 'notification' ? x.data.notification.id : x.data))
    expect(of(`$private:en:${a.id}`)).toEqual([
      ...ia,
      { type: 'unread_counters_changed', counters: { notifications: 3 } },
    ])
    expect(of(`$private:de:${b.id}`)).toEqual([
      ...ib,
      { type: 'unread_counters_changed', counters: { notifications: 2 } },
    ])
  })
})
