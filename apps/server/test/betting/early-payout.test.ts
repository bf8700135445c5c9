// Early payout (issue #30.3, ADR 031): a pre-match home/away 1X2 leg whose side leads by two goals is
// won at once, whatever the final score; the final settlement never pays it again.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { payEarly } from '../../src/modules/betting/early-payout.ts'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from './helpers.ts'
import { ruleKit } from './rule-helpers.ts'

const app = await buildBetting()
const db = app.testDb.db
const k = ruleKit(app)
const m = IDS.matches
const home = pick(m.arsenalChelsea, 1, '1', 2.1)
const draw = pick(m.arsenalChelsea, 1, '2', 3.4)
const away = pick(m.arsenalChelsea, 1, '3', 3.2)
const realHome = pick(m.realBarca, 1, '1', 2.1)

async function fresh() {
  await db.execute(
    sql`update matches set status = 0, statistics = null where id in (${m.arsenalChelsea}, ${m.realBarca})`,
  )
  await db.execute(
    sql`update markets set status = 1, result = null where match_id in (${m.arsenalChelsea}, ${m.realBarca})`,
  )
}

/** The match is live at this score (as the feed writes it). */
const score = (home: number, away: number, match: number = m.arsenalChelsea) =>
  db.execute(sql`update matches set status = 1,
    statistics = ${JSON.stringify({ total_score: { home, away } })}::jsonb where id = ${match}`)

/** The match finished and its 1X2 resulted. */
async function finish(result: Record<string, string>, match: number = m.arsenalChelsea) {
  await db.execute(sql`update markets set status = -3, result = ${JSON.stringify(result)}::jsonb
    where match_id = ${match} and market_id = 1`)
  await db.execute(sql`update matches set status = 4 where id = ${match}`)
  return settleMatches(app.betting, [match])
}
const HOME_WON = { '1': 'win', '2': 'lose', '3': 'lose' }
const DRAWN = { '1': 'lose', '2': 'win', '3': 'lose' }

async function bet(p: TestPlayer, selections: ReturnType<typeof pick>[], stake = 1000) {
  const res = await place(p, body([{ stake, selections }], selections.length > 1 ? 'combo' : 'single'))
  expect(res.statusCode).toBe(200)
  return res.json().data[0].id as string
}

async function books(p: TestPlayer) {
  const balance = (await p.balance()).amount
  expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance, ledger: balance }])
  return balance
}

const historyActors = async (id: string) =>
  (
    await db.execute<{ actor: string; event: string }>(
      sql`select actor, event from bet_history where bet_id = ${id} order by id`,
    )
  ).rows

describe('early payout', () => {
  it("shows on a soccer match's 1X2 home and away (never the draw), and not on tennis or an outright", async () => {
    const get = async (id: number) =>
      (await app.inject({ method: 'GET', url: `/api/sportsbook/matches/${id}` })).json()
    expect((await get(m.arsenalChelsea)).early_payout).toEqual({
      market_id: 1,
      outcome_ids: ['1', '3'],
      lead: 2,
    })
    expect((await get(m.nadalFederer)).early_payout).toBeUndefined()
    // An outright has no 1X2 to pay early, soccer or not.
    expect((await get(m.plWinner)).early_payout).toBeUndefined()
  })

  it('pays a pre-match home single at 2-0 as a win, and 2-2 at the end takes nothing back', async () => {
    await fresh()
    const p = await newPlayer(app)
    const id = await bet(p, [home])
    const drawId = await bet(p, [draw])
    const awayId = await bet(p, [away])
    await score(1, 0)
    expect(await payEarly(app.betting, [m.arsenalChelsea])).toEqual({ legs: 0, settled: 0 })
    await score(2, 0)
    expect(await payEarly(app.betting, [m.arsenalChelsea])).toEqual({ legs: 1, settled: 1 })
    const won = await k.listed(p, id)
    expect(won).toMatchObject({ status: 'done', result: 'win_entire', win_amount: { value: 2100 } })
    expect(won.selections[0]).toMatchObject({ result: 'win', early_payout: { home: 2, away: 0 } })
    expect(await historyActors(id)).toContainEqual({ actor: 'early_payout', event: 'settled' })
    const notices = await k.notices(p.id)
    expect(notices.filter((n) => n.kind === 'bet_settled')).toEqual([
      {
        kind: 'bet_settled',
        payload: expect.objectContaining({ bet_id: id, outcome: 'won', early_payout: true }),
      },
    ])
    expect(await books(p)).toBe(100_000 - 3000 + 2100)
    // Chelsea come back: 2-2. The draw and away bets settle on the real result; the early win stays.
    await score(2, 2)
    expect(await payEarly(app.betting, [m.arsenalChelsea])).toEqual({ legs: 0, settled: 0 })
    expect(await finish(DRAWN)).toBe(2)
    expect(await k.payouts(id)).toBe(1)
    expect((await k.listed(p, drawId)).result).toBe('win_entire')
    expect((await k.listed(p, awayId)).result).toBe('lose_entire')
    expect(await books(p)).toBe(100_000 - 3000 + 2100 + 3400)
    const { rows } = await db.execute<{ early_payout: { real: string } }>(
      sql`select early_payout from bet_selections where bet_id = ${id}`,
    )
    // The promotion's cost is visible: the leg's real result was a loss.
    expect(rows[0]?.early_payout.real).toBe('lose')
  })

  it('marks only the leg won in a multiple; the rest keeps running and settles it once', async () => {
    await fresh()
    const p = await newPlayer(app)
    const id = await bet(p, [home, realHome])
    await score(3, 1)
    expect(await payEarly(app.betting, [m.arsenalChelsea])).toEqual({ legs: 1, settled: 0 })
    const open = await k.listed(p, id)
    expect(open.status).toBe('waiting_results')
    expect(open.selections.map((s: { result: string | null }) => s.result)).toEqual(['win', null])
    expect((await k.notices(p.id)).filter((n) => n.kind === 'leg_paid_early')).toEqual([
      {
        kind: 'leg_paid_early',
        payload: { bet_id: id, match_name: expect.any(String), home: 3, away: 1 },
      },
    ])
    await score(3, 3)
    await finish(DRAWN)
    expect((await k.listed(p, id)).status).toBe('waiting_results')
    await finish(HOME_WON, m.realBarca)
    expect(await k.listed(p, id)).toMatchObject({ result: 'win_entire', win_amount: { value: 4410 } })
    expect(await k.payouts(id)).toBe(1)
    expect(await books(p)).toBe(100_000 - 1000 + 4410)
  })

  it('leaves in-play bets and the away side alone, and a fully cashed-out bet out', async () => {
    await fresh()
    const p = await newPlayer(app)
    const inPlay = await bet(p, [home])
    // Placed after kick-off (an in-play bet, or one edited in play).
    await db.execute(sql`update bets set created_at = m.start_time + interval '1 minute'
      from matches m where m.id = ${m.arsenalChelsea} and bets.id = ${inPlay}`)
    const awayId = await bet(p, [away])
    const cashed = await bet(p, [home])
    expect(
      (await k.cashout(p, { bet_id: cashed, to_cashout: (await k.listed(p, cashed)).to_cashout })).statusCode,
    ).toBe(200)
    await score(2, 0)
    expect(await payEarly(app.betting, [m.arsenalChelsea])).toEqual({ legs: 0, settled: 0 })
    expect((await k.listed(p, inPlay)).status).toBe('waiting_results')
    expect((await k.listed(p, awayId)).status).toBe('waiting_results')
  })

  it('never pays early a leg taken at a boosted price (ADR 033)', async () => {
    await fresh()
    const p = await newPlayer(app)
    const id = await bet(p, [home])
    // As placement stores a leg at a price boost: the normal price kept beside the boosted one.
    await db.execute(sql`update bet_selections set unboosted_odds_scaled = 19000 where bet_id = ${id}`)
    await score(2, 0)
    expect(await payEarly(app.betting, [m.arsenalChelsea])).toEqual({ legs: 0, settled: 0 })
    expect((await k.listed(p, id)).status).toBe('waiting_results')
  })

  it('pays the stake left on a partly cashed-out bet', async () => {
    await fresh()
    const p = await newPlayer(app)
    const id = await bet(p, [home])
    const offer = (await k.listed(p, id)).to_cashout
    const partial = await k.cashout(p, { bet_id: id, to_cashout: offer, amount: { ...offer, value: 400 } })
    expect(partial.statusCode).toBe(200)
    const left = Number((await k.listed(p, id)).stake.value)
    await score(0, 0)
    await score(2, 0)
    await payEarly(app.betting, [m.arsenalChelsea])
    const bet1 = await k.listed(p, id)
    expect(bet1.result).toBe('win_entire')
    // What the bet returned: the part cashed out, then the stake left at the odds.
    expect(bet1.win_amount.value).toBe(400 + Math.floor(left * 2.1))
    expect(await books(p)).toBe(100_000 - 1000 + 400 + Math.floor(left * 2.1))
  })
})

describe('early payout races', () => {
  it('the early payout and the settlement of the match on one tick pay once', async () => {
    const seen = new Set<string>()
    for (let round = 0; round < 6; round++) {
      await fresh()
      const p = await newPlayer(app)
      const id = await bet(p, [home])
      await score(2, 0)
      await db.execute(sql`update markets set status = -3, result = ${JSON.stringify(HOME_WON)}::jsonb
        where match_id = ${m.arsenalChelsea} and market_id = 1`)
      await Promise.all([
        payEarly(app.betting, [m.arsenalChelsea]),
        settleMatches(app.betting, [m.arsenalChelsea]),
      ])
      expect(await k.payouts(id)).toBe(1)
      expect(await books(p)).toBe(100_000 - 1000 + 2100)
      seen.add((await historyActors(id)).at(-1)!.actor)
    }
    expect(seen.size).toBeGreaterThan(0)
  })

  it('the same trigger twice pays once', async () => {
    for (let round = 0; round < 6; round++) {
      await fresh()
      const p = await newPlayer(app)
      const id = await bet(p, [home])
      const combo = await bet(p, [home, realHome])
      await score(2, 0)
      const runs = await Promise.all([
        payEarly(app.betting, [m.arsenalChelsea]),
        payEarly(app.betting, [m.arsenalChelsea]),
      ])
      expect(runs.reduce((n, r) => n + r.legs, 0)).toBe(2)
      expect(await k.payouts(id)).toBe(1)
      expect(await k.payouts(combo)).toBe(0)
      // Told once per bet: one "paid early" for the single, one for the multiple's leg.
      const told = (await k.notices(p.id)).map((n) => n.kind)
      expect(told.filter((kind) => kind === 'leg_paid_early')).toHaveLength(1)
      expect(told.filter((kind) => kind === 'bet_settled')).toHaveLength(1)
      expect(await books(p)).toBe(100_000 - 2000 + 2100)
    }
  })
})
