// Jackpots end to end over the API: a qualifying bet contributes in its placing statement, the pool
// grows, the share enters the draw when the bet settles (a bet cashed out before keeps no chance), a
// must-drop level drops on the bet that reaches it and pays the winner once through the ledger (race
// tests), hits list with their filters and seen flags, and bad input gets catalogue errors.
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { USD } from '@sportsbook/domain'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { seedDemoJackpots } from '../../src/modules/jackpots/index.ts'
import { payHitIn, runDraw } from '../../src/modules/jackpots/draw.ts'
import { createJackpotPublisher } from '../../src/modules/jackpots/publish.ts'
import { insertHit } from '../../src/modules/jackpots/repository/hits-repository.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place } from '../betting/helpers.ts'

const app = await buildBetting()
const db = app.testDb.db
await seedDemoJackpots(db, app.clock.now())
const published: { channel: string; data: { type: string } }[] = []
vi.spyOn(app.realtime.publisher, 'publish').mockImplementation(async (channel, data) => {
  published.push({ channel, data: data as { type: string } })
  return {}
})

const match = IDS.matches.arsenalChelsea
const home = pick(match, 1, '1', 2.1)
/** Settles the bets on the match's 1X2 (the home side loses), then opens the market again. */
async function settleOpenBets() {
  const lost = JSON.stringify({ '1': 'lose', '2': 'win', '3': 'lose' })
  await db.execute(sql`update markets set status = -3, result = ${lost}::jsonb
    where match_id = ${match} and market_id = 1 and specifier = ''`)
  await settleMatches(app.betting, [match])
  await db.execute(
    sql`update markets set status = 1, result = null where match_id = ${match} and market_id = 1`,
  )
}
const usd = (stake: number) => ({ ...body([{ stake, selections: [home], currency: 'USD' }]) })
const jackpots = async () =>
  (await app.inject({ method: 'GET', url: '/api/sportsbook/jackpots' })).json().data as {
    id: string
    name: string
    pool_amount: { value: number }
    levels: { code: string; pool_amount: { value: number } }[]
  }[]
const pool = async (name: string, level: string) =>
  (await jackpots()).find((j) => j.name === name)!.levels.find((l) => l.code === level)!.pool_amount.value
/** The player's bell: their jackpot_hit notifications, newest first. */
const jackpotNotes = async (p: Awaited<ReturnType<typeof newPlayer>>) =>
  (
    (await p.api({ method: 'GET', url: '/api/sportsbook/notifications' })).json().data as {
      type: string
      object_type: string
      object_id: string
      title: string
      body: string
      read: boolean
      payload: Record<string, unknown>
    }[]
  ).filter((n) => n.type === 'jackpot_hit')
const drawDeps = () => ({
  db,
  wallet: app.wallet,
  now: app.clock.now,
  publish: createJackpotPublisher(app.realtime.publisher, app.log, ['en']),
  publishBalance: async () => {},
})

describe('contributions', () => {
  it('a real-money bet at the minimum odds adds its share to every level and says used_in_jackpot', async () => {
    const p = await newPlayer(app)
    const before = await pool('Mega Jackpot', 'mini')
    const res = await place(p, body([{ stake: 1000, selections: [home] }]))
    expect(res.statusCode).toBe(200)
    expect(res.json().data[0].used_in_jackpot).toBe(true)
    // 0.5 % of €10.00 goes to the Mini at once (pools include contributions not counted yet).
    expect(await pool('Mega Jackpot', 'mini')).toBe(before + 5)
    await app.jackpots.tick()
    expect(await pool('Mega Jackpot', 'mini')).toBe(before + 5)
    const listed = (await p.api({ method: 'GET', url: '/api/sportsbook/bets' })).json().data[0]
    expect(listed.used_in_jackpot).toBe(true)
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance: 99_000, ledger: 99_000 }])
  })

  it('the next draw tick pushes the pool a placed bet grew to every watching tab, before the bet settles', async () => {
    const p = await newPlayer(app)
    const before = await pool('Mega Jackpot', 'mini')
    await app.jackpots.tick()
    published.length = 0
    expect((await place(p, body([{ stake: 1000, selections: [home] }]))).statusCode).toBe(200)
    await app.jackpots.tick()
    const pushed = published.filter((e) => e.channel === 'public:en' && e.data.type === 'jackpot_changed')
    const mega = pushed
      .map((e) => (e.data as unknown as { jackpot: Awaited<ReturnType<typeof jackpots>>[number] }).jackpot)
      .find((j) => j.name === 'Mega Jackpot')
    expect(mega?.levels.find((l) => l.code === 'mini')?.pool_amount.value).toBe(before + 5)
    // Once: a tick with nothing new pushes nothing.
    published.length = 0
    await app.jackpots.tick()
    expect(published.filter((e) => e.data.type === 'jackpot_changed')).toEqual([])
  })

  it('a stake below the minimum, or in no jackpot’s currency, does not contribute', async () => {
    const p = await newPlayer(app)
    const before = await pool('Mega Jackpot', 'mini')
    const small = await place(p, body([{ stake: 99, selections: [home] }]))
    expect(small.json().data[0].used_in_jackpot).toBe(false)
    expect(await pool('Mega Jackpot', 'mini')).toBe(before)
  })
})

describe('hits', () => {
  it('drops the level on the bet that reaches its must-drop amount, pays it once and resets the pool', async () => {
    const p = await newPlayer(app, { currency: USD, balance: 10_000 })
    published.length = 0
    // Quick Drop Mini: seed $1.00, must drop at $2.00, 5 % of each stake: $20 takes it there.
    const res = await place(p, usd(2000))
    expect(res.statusCode).toBe(200)
    expect(res.json().data[0].used_in_jackpot).toBe(true)
    // The share waits for the bet to settle: an open bet takes no part in the draw.
    expect((await app.jackpots.tick()).hits).toEqual([])
    await settleOpenBets()
    const { hits } = await app.jackpots.tick()
    expect(hits).toHaveLength(1)
    expect(Number((await p.balance()).amount)).toBe(10_000 - 2000 + 200)
    expect(await pool('Quick Drop', 'mini')).toBe(100)
    expect(await pool('Quick Drop', 'major')).toBe(1_000 + 20)
    const { rows } = await db.execute<{ kind: string; amount: string; ref: string }>(
      sql`select kind, amount::text, ref from ledger_entries where user_id = ${p.id} and kind = 'jackpot_win'`,
    )
    expect(rows).toEqual([{ kind: 'jackpot_win', amount: '200', ref: `jackpot_hit:${hits[0]}` }])
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'USD', balance: 8_200, ledger: 8_200 }])
    const hitEvent = published.find((e) => e.data.type === 'jackpot_hit')
    expect(hitEvent?.channel).toBe(`$private:en:${p.id}`)
    // The bell: one notification of the win, written with the payment, unread.
    const jackpotId = (await jackpots()).find((j) => j.name === 'Quick Drop')!.id
    expect(await jackpotNotes(p)).toEqual([
      expect.objectContaining({
        object_type: 'jackpot_hit',
        object_id: hits[0],
        read: false,
        title: 'Jackpot won',
        body: 'Your bet dropped the Mini of Quick Drop: $2.00 added to your balance.',
        payload: {
          hit_id: hits[0],
          jackpot_id: jackpotId,
          jackpot_name: 'Quick Drop',
          level_name: 'Mini',
          amount: { value: 200, currency: 'USD', subunits: 2 },
        },
      }),
    ])
    const counters = await p.api({ method: 'GET', url: '/api/sportsbook/notifications/counters' })
    // Unread: the hit and the bet's settlement.
    expect(counters.json()).toEqual({ notifications: 2 })
    // Another tick (which pays leftovers) writes no second notification for the same hit.
    await app.jackpots.tick()
    expect(await jackpotNotes(p)).toHaveLength(1)
    expect(published.some((e) => e.channel === 'public:en' && e.data.type === 'jackpot_changed')).toBe(true)

    // The winner's hits: paid, unseen until marked; nobody else can mark them.
    const mine = (await p.api({ method: 'GET', url: '/api/sportsbook/jackpot-hits?unseen=true' })).json()
    expect(mine.data).toHaveLength(1)
    expect(mine.data[0]).toMatchObject({
      jackpot_name: 'Quick Drop',
      level_code: 'mini',
      amount: { value: 200, currency: 'USD' },
      status: 'paid',
      for_user: true,
      seen: false,
    })
    const other = await newPlayer(app)
    const seen = { method: 'POST' as const, url: '/api/sportsbook/jackpot-hits/mark-as-seen' }
    expect((await other.api({ ...seen, payload: { ids: [hits[0]] } })).json()).toEqual({ marked: 0 })
    expect((await p.api({ ...seen, payload: { ids: [hits[0]] } })).json()).toEqual({ marked: 1 })
    expect((await p.api({ ...seen, payload: { ids: [hits[0]] } })).json()).toEqual({ marked: 0 })
    const unseen = await p.api({ method: 'GET', url: '/api/sportsbook/jackpot-hits?unseen=true' })
    expect(unseen.json().data).toEqual([])
    // The public list names the winner by hash only.
    const all = await app.inject({ method: 'GET', url: '/api/sportsbook/jackpot-hits?status=paid&limit=10' })
    const pub = all.json().data.find((h: { id: string }) => h.id === hits[0])
    expect(pub).toMatchObject({ for_user: false, seen: false })
    expect(pub.user_hash).toMatch(/^[0-9a-f]{10}$/)
  })

  it('two draws at once count each contribution once and pay one hit', async () => {
    const p = await newPlayer(app, { currency: USD, balance: 10_000 })
    expect((await place(p, usd(2000))).statusCode).toBe(200)
    await settleOpenBets()
    const [a, b] = await Promise.all([runDraw(drawDeps()), runDraw(drawDeps())])
    expect(a.hits.length + b.hits.length).toBe(1)
    expect(Number((await p.balance()).amount)).toBe(8_200)
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'USD', balance: 8_200, ledger: 8_200 }])
  })

  it('an approved hit paid twice at once is credited once', async () => {
    const p = await newPlayer(app, { currency: USD, balance: 0 })
    const { rows } = await db.execute<{ id: number; level: number; jackpot: number; bet: string }>(sql`
      select c.id::float8 as id, c.level_id as level, l.jackpot_id as jackpot, c.bet_id::text as bet
      from jackpot_contributions c join jackpot_levels l on l.id = c.level_id order by c.id limit 1`)
    const c = rows[0]!
    const at = app.clock.now()
    const hitId = await db.transaction((tx) =>
      insertHit(tx, {
        jackpotId: c.jackpot,
        levelId: c.level,
        contributionId: c.id,
        betId: c.bet,
        userId: p.id,
        amount: 500,
        currency: 'USD',
        at,
      }),
    )
    const pay = () => db.transaction((tx) => payHitIn(tx, app.wallet, hitId!, at))
    const results = await Promise.all([pay(), pay(), pay()])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(Number((await p.balance()).amount)).toBe(500)
    await app.jackpots.tick()
    expect(Number((await p.balance()).amount)).toBe(500)
    // one hit, one notification, however many callers raced to pay it
    const notes = await jackpotNotes(p)
    expect(notes.map((n) => [n.object_id, n.payload.amount])).toEqual([
      [hitId, { value: 500, currency: 'USD', subunits: 2 }],
    ])
  })
})

describe('cash-out and the draw (issue #27)', () => {
  const offerOf = async (p: Awaited<ReturnType<typeof newPlayer>>, id: string) =>
    (await p.api({ method: 'GET', url: '/api/sportsbook/bets?status=open' }))
      .json()
      .data.find((b: { id: string }) => b.id === id)?.to_cashout as { value: number; currency: string }
  const cashOut = (p: Awaited<ReturnType<typeof newPlayer>>, payload: object) =>
    p.api({ method: 'POST', url: '/api/sportsbook/bets/cashout', payload })

  it('bet + instant cash-out, repeated, wins nothing: a bet cashed out in full keeps no chance', async () => {
    const p = await newPlayer(app, { currency: USD, balance: 10_000 })
    const before = await pool('Quick Drop', 'mini')
    // Each $20 bet takes the Quick Drop Mini to its $2.00 must-drop amount: before the fix the first
    // tick paid it to a bet cashed out a second later, and the loop turned $100 into $110.
    for (let i = 0; i < 5; i++) {
      const placed = await place(p, usd(2000))
      expect(placed.json().data[0].used_in_jackpot).toBe(true)
      const id = placed.json().data[0].id as string
      const offer = await offerOf(p, id)
      const res = await cashOut(p, { bet_id: id, to_cashout: offer })
      expect(res.statusCode).toBe(200)
      expect(res.json().bet.used_in_jackpot).toBe(false)
      expect((await app.jackpots.tick()).hits).toEqual([])
    }
    await settleOpenBets()
    expect((await app.jackpots.tick()).hits).toEqual([])
    expect(await pool('Quick Drop', 'mini')).toBe(before)
    // Each cash-out paid 95 % of the stake: the loop only ever loses the cash-out margin.
    expect(Number((await p.balance()).amount)).toBe(10_000 - 5 * 100)
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'USD', balance: 9_500, ledger: 9_500 }])
    const { rows } = await db.execute<{ state: string; n: number }>(sql`select c.state, count(*)::int as n
      from jackpot_contributions c join bets b on b.id = c.bet_id where b.user_id = ${p.id} group by c.state`)
    // Kept for the record (RTS 9), never drawn.
    expect(rows).toEqual([{ state: 'withdrawn', n: 10 }])
  })

  it('a partial cash-out leaves the share of the stake still in play; the rest settles into the draw', async () => {
    const p = await newPlayer(app, { currency: USD, balance: 10_000 })
    const id = (await place(p, usd(4000))).json().data[0].id as string
    const offer = await offerOf(p, id)
    // Cash out three quarters of the offer: a quarter of the $40 stake ($10) stays in play.
    const res = await cashOut(p, {
      bet_id: id,
      to_cashout: offer,
      amount: { ...offer, value: (offer.value * 3) / 4 },
    })
    expect(res.statusCode).toBe(200)
    const { rows } = await db.execute<{ level: string; amount: number; state: string }>(sql`
      select l.code as level, c.amount::int as amount, c.state from jackpot_contributions c
      join jackpot_levels l on l.id = c.level_id where c.bet_id = ${id} order by l.position`)
    // Quick Drop: Mini 5 %, Major 1 % of the stake left ($10.00).
    expect(rows).toEqual([
      { level: 'mini', amount: 50, state: 'pending' },
      { level: 'major', amount: 10, state: 'pending' },
    ])
    await settleOpenBets()
    const drawn = await db.execute<{ state: string }>(
      sql`select distinct state from jackpot_contributions where bet_id = ${id}`,
    )
    expect(drawn.rows).toEqual([{ state: 'in_draw' }])
  })

  it('a cash-out racing the settlement either withdraws the share or leaves it in the draw, never both', async () => {
    const p = await newPlayer(app, { currency: USD, balance: 10_000 })
    const id = (await place(p, usd(2000))).json().data[0].id as string
    const offer = await offerOf(p, id)
    const [cashed] = await Promise.all([cashOut(p, { bet_id: id, to_cashout: offer }), settleOpenBets()])
    const { rows } = await db.execute<{ state: string }>(
      sql`select distinct state from jackpot_contributions where bet_id = ${id}`,
    )
    const bet = await db.execute<{ status: string }>(sql`select status from bets where id = ${id}`)
    if (cashed.statusCode === 200) {
      expect(bet.rows[0]!.status).toBe('cashed_out')
      expect(rows).toEqual([{ state: 'withdrawn' }])
    } else {
      expect(bet.rows[0]!.status).toBe('done')
      expect(rows).toEqual([{ state: 'in_draw' }])
    }
    await app.jackpots.tick()
  })
})

describe('lists and bad input', () => {
  it('lists, filters by currency, pages and reads one jackpot', async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/sportsbook/jackpots?currency=USD' })).json()
    expect(list.data.map((j: { name: string }) => j.name)).toEqual(['Quick Drop'])
    const posted = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/jackpots',
      payload: { limit: 1, page: 2 },
    })
    expect(posted.json()).toMatchObject({ total: 2, page: 2, limit: 1 })
    expect(posted.json().data[0].name).toBe('Quick Drop')
    const id = list.data[0].id
    const one = (await app.inject({ method: 'GET', url: `/api/sportsbook/jackpots/${id}` })).json()
    expect(one).toMatchObject({ id, name: 'Quick Drop', currency: 'USD', min_odds: 1.5 })
    expect(one.levels.map((l: { code: string }) => l.code)).toEqual(['mini', 'major'])
  })

  it.each([
    ['GET', '/api/sportsbook/jackpots/abc', 400, 'invalid_params'],
    ['GET', '/api/sportsbook/jackpots/99999', 404, 'jackpot_not_found'],
    ['GET', '/api/sportsbook/jackpots?limit=501', 400, 'invalid_params'],
    ['GET', '/api/sportsbook/jackpot-hits?status=lost', 400, 'invalid_params'],
    ['GET', '/api/sportsbook/jackpot-hits?jackpotId=-1', 400, 'invalid_params'],
    ['GET', '/api/sportsbook/jackpot-hits?forUser=true', 401, 'unauthorized'],
    ['GET', '/api/sportsbook/jackpot-hits?unseen=yes', 400, 'invalid_params'],
  ])('%s %s → %i %s', async (method, url, status, code) => {
    const res = await app.inject({ method: method as 'GET', url })
    expect(res.statusCode).toBe(status)
    expect(res.json().error.code).toBe(code)
  })

  it('refuses a visitor marking hits, and a body that is not a list of ids', async () => {
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/jackpot-hits/mark-as-seen',
      payload: { ids: ['1'] },
    })
    expect(visitor.statusCode).toBe(401)
    const p = await newPlayer(app)
    const bad = await p.api({
      method: 'POST',
      url: '/api/sportsbook/jackpot-hits/mark-as-seen',
      payload: { ids: ['x'] },
    })
    expect(bad.statusCode).toBe(400)
  })
})
