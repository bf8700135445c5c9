// Profit-boost tokens (issue #30.5, ADR 033): a token held like a freebet, picked for one single or
// combo; a win pays the plain return as bet_win and (return − stake) × p as promo_boost; a loss uses
// the token up, a void gives it back; no cash-out. Races: one token, two placements → one bet;
// settlement run twice (at once) → the boost paid once. Every account = its ledger, every bet's
// payout = its ledger rows.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { newPlayer, pick, place, type TestPlayer } from '../betting/helpers.ts'
import { bonusBet, buildBonuses, legs, redeem, THIRD_MATCH } from './helpers.ts'

const app = await buildBonuses()
const db = app.testDb.db
const m = IDS.matches
const atThree = [pick(THIRD_MATCH, 1, '1', 3)]

type Token = { id: string; type: string; status: string; boost_bp?: number; amount: { value: number } }
async function tokenOf(p: TestPlayer): Promise<Token> {
  return (await redeem(p, 'BOOST25')).json().bonus
}
const held = async (p: TestPlayer) =>
  (await p.api({ method: 'GET', url: '/api/sportsbook/bonuses/freebets?limit=500' })).json().data as Token[]
const settleMarket = (matchId: number, result: Record<string, string>, status = -3) =>
  db.execute(sql`update markets set status = ${status}, result = ${JSON.stringify(result)}::jsonb
    where match_id = ${matchId} and market_id = 1 and specifier = ''`)
const homeWins = { '1': 'win', '2': 'lose', '3': 'lose' }
const homeLoses = { '1': 'lose', '2': 'win', '3': 'lose' }
const reopen = () =>
  db.execute(sql`update markets set status = 1, result = null
    where match_id in (${m.arsenalChelsea}, ${m.realBarca}, ${THIRD_MATCH}) and market_id = 1`)

/** Every bet of the player: its payout equals the sum of its ledger credits. */
async function payoutsMatchLedger(p: TestPlayer) {
  const { rows } = await db.execute<{ id: string; payout: string; ledger: string }>(sql`
    select b.id::text, b.payout::text,
      coalesce((select sum(l.amount) from ledger_entries l
        where l.ref = 'bet:' || b.id and l.kind in ('bet_win', 'bet_refund', 'promo_boost')), 0)::text as ledger
    from bets b where b.user_id = ${p.id} and b.status <> 'waiting_results'`)
  for (const r of rows) expect(r.ledger).toBe(r.payout)
  expect(await ledgerDrift(db, p.id)).toEqual([
    expect.objectContaining({ balance: (await p.balance()).amount, ledger: (await p.balance()).amount }),
  ])
}

describe('profit-boost tokens at placement', () => {
  it('lists the demo campaign with its boost, most stake and minimum odds', async () => {
    const all = (await app.inject({ method: 'GET', url: '/api/sportsbook/bonuses?limit=500' })).json().data
    expect(all.find((c: { type: string }) => c.type === 'profit_boost')).toMatchObject({
      boost_bp: 2500,
      amount: { value: 2000 },
      min_odds: 1.5,
      status: 'available',
    })
  })

  it('a player holds the demo token and a single at 3.0 quotes €30 + €5 boost', async () => {
    await reopen()
    const p = await newPlayer(app)
    const token = await tokenOf(p)
    expect(token).toMatchObject({ type: 'profit_boost', boost_bp: 2500, amount: { value: 2000 } })
    const res = await place(p, bonusBet(1000, { id: token.id, type: 'profit_boost' }, atThree))
    expect(res.statusCode).toBe(200)
    const bet = res.json().data[0]
    expect(bet.bonus).toMatchObject({ id: token.id, type: 'profit_boost', odds: 1.25, boost_bp: 2500 })
    expect(bet.bonus.amount).toBeNull()
    expect(bet.win_amount.value).toBe(3500)
    expect(bet.to_cashout).toBeNull()
    expect((await p.balance()).amount).toBe(99_000) // the stake is the player's own money
    const cashout = await p.api({
      method: 'POST',
      url: '/api/sportsbook/bets/cashout',
      payload: { bet_id: bet.id, to_cashout: { value: 100, currency: 'EUR' } },
    })
    expect(cashout.json().error.code).toBe('cashout_unavailable')
  })

  it('refuses a stake above the token’s most stake (the token stays, nothing is taken)', async () => {
    const p = await newPlayer(app)
    const token = await tokenOf(p)
    const big = await place(p, bonusBet(2001, { id: token.id, type: 'profit_boost' }, atThree))
    expect([big.statusCode, big.json().error.code]).toEqual([400, 'bonus_not_applicable'])
    expect((await held(p))[0]!.status).toBe('active')
    expect((await p.balance()).amount).toBe(100_000)
  })

  it('lets exactly one of two placements racing for one token succeed', async () => {
    await reopen()
    const p = await newPlayer(app)
    const token = await tokenOf(p)
    const answers = await Promise.all([
      place(p, bonusBet(1000, { id: token.id, type: 'profit_boost' }, atThree)),
      place(p, bonusBet(1000, { id: token.id, type: 'profit_boost' }, [legs[0]!, legs[1]!])),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from bet_bonuses where bonus_id = ${token.id}`,
    )
    expect(rows[0]!.n).toBe(1)
    expect((await p.balance()).amount).toBe(99_000)
    await payoutsMatchLedger(p)
  })
})

describe('settling profit-boosted bets', () => {
  it('pays a win as bet_win + promo_boost once, even when settlement runs twice at once', async () => {
    await reopen()
    const p = await newPlayer(app)
    const token = await tokenOf(p)
    const placed = await place(p, bonusBet(1000, { id: token.id, type: 'profit_boost' }, atThree))
    const betId = placed.json().data[0].id as string
    await settleMarket(THIRD_MATCH, homeWins)
    await Promise.all([settleMatches(app.betting, [THIRD_MATCH]), settleMatches(app.betting, [THIRD_MATCH])])
    await settleMatches(app.betting, [THIRD_MATCH])
    const { rows } = await db.execute<{ kind: string; amount: string }>(
      sql`select kind, amount::text from ledger_entries where ref = ${`bet:${betId}`} order by id`,
    )
    expect(rows).toEqual([
      { kind: 'bet_stake', amount: '-1000' },
      { kind: 'bet_win', amount: '3000' },
      { kind: 'promo_boost', amount: '500' },
    ])
    expect((await p.balance()).amount).toBe(99_000 + 3500)
    const [bet] = (await p.api({ method: 'GET', url: '/api/sportsbook/bets?status=settled' })).json().data
    expect(bet.win_amount.value).toBe(3500)
    expect(bet.bonus.boost_paid).toMatchObject({ value: 500 })
    await payoutsMatchLedger(p)
  })

  it('boosts a combo on its odds after a void leg: 2.10 × void × 3.00 pays as 3.00', async () => {
    await reopen()
    const p = await newPlayer(app)
    const token = await tokenOf(p)
    const combo = [legs[0]!, atThree[0]!]
    expect((await place(p, bonusBet(1000, { id: token.id, type: 'profit_boost' }, combo))).statusCode).toBe(
      200,
    )
    await settleMarket(m.arsenalChelsea, {}, -4)
    await settleMarket(THIRD_MATCH, homeWins)
    await settleMatches(app.betting, [m.arsenalChelsea, THIRD_MATCH])
    expect((await p.balance()).amount).toBe(99_000 + 3500)
    await payoutsMatchLedger(p)
  })

  it('uses the token up on a loss and gives it back on a void', async () => {
    await reopen()
    const p = await newPlayer(app)
    const lost = await tokenOf(p)
    expect((await place(p, bonusBet(1000, { id: lost.id, type: 'profit_boost' }, atThree))).statusCode).toBe(
      200,
    )
    await settleMarket(THIRD_MATCH, homeLoses)
    await settleMatches(app.betting, [THIRD_MATCH])
    expect((await held(p)).find((t) => t.id === lost.id)!.status).toBe('not_available')

    const q = await newPlayer(app)
    const voided = await tokenOf(q)
    const single = [pick(m.arsenalChelsea, 1, '1', 2.1)]
    await db.execute(
      sql`update markets set status = 1, result = null where match_id = ${m.arsenalChelsea} and market_id = 1`,
    )
    expect((await place(q, bonusBet(1000, { id: voided.id, type: 'profit_boost' }, single))).statusCode).toBe(
      200,
    )
    await settleMarket(m.arsenalChelsea, {}, -4)
    await settleMatches(app.betting, [m.arsenalChelsea])
    expect((await q.balance()).amount).toBe(100_000)
    expect((await held(q)).find((t) => t.id === voided.id)!.status).toBe('active')
    await payoutsMatchLedger(p)
    await payoutsMatchLedger(q)
  })
})
