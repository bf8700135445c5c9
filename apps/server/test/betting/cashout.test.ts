// Cash-out: offers from current odds with the margin, pushed as odds move, partial cash-out, stale offers.
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { refreshOffers } from '../../src/modules/betting/offers.ts'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from './helpers.ts'

const app = await buildBetting()
const db = app.testDb.db
const m = IDS.matches
const home = pick(m.arsenalChelsea, 1, '1', 2.1)
const setHomeOdds = (odds: number, status = 1) =>
  db.execute(sql`update markets set status = ${status}, outcomes = jsonb_set(outcomes, '{0,odds}', to_jsonb(${odds}::numeric))
    where match_id = ${m.arsenalChelsea} and market_id = 1`)

const cashout = (p: TestPlayer, payload: object) =>
  p.api({ method: 'POST', url: '/api/sportsbook/bets/cashout', payload })
const eur = (value: number) => ({ value, currency: 'EUR' })

async function openBet(p: TestPlayer, stake = 1000) {
  const res = await place(p, body([{ stake, selections: [home] }]))
  return res.json().data[0].id as string
}
async function offerOf(p: TestPlayer, id: string) {
  const res = await p.api({ method: 'GET', url: '/api/sportsbook/bets?status=open' })
  return res.json().data.find((b: { id: string }) => b.id === id)?.to_cashout
}

describe('cash-out', () => {
  it('offers stake × accepted / current odds less 5 %, and pays it in full', async () => {
    await setHomeOdds(2.1)
    const p = await newPlayer(app)
    const id = await openBet(p)
    expect(await offerOf(p, id)).toEqual({ value: 950, currency: 'EUR', subunits: 2 })
    await setHomeOdds(1.4)
    // 10.00 × 2.1 / 1.4 = 15.00, less 5 % = 14.25
    expect((await offerOf(p, id)).value).toBe(1425)
    const res = await cashout(p, { bet_id: id, to_cashout: eur(1425) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      paid: { value: 1425 },
      balance: { value: 100_000 - 1000 + 1425 },
      bet: { status: 'cashed_out', result: 'cashed_out', to_cashout: null, cashed_out: { value: 1425 } },
    })
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance: 100_425, ledger: 100_425 }])
    const again = await cashout(p, { bet_id: id, to_cashout: eur(1425) })
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('cashout_unavailable')
  })

  it('refuses a stale offer with cashout_offer_changed unless the policy accepts the move', async () => {
    await setHomeOdds(2.1)
    const p = await newPlayer(app)
    const id = await openBet(p)
    await setHomeOdds(2.5)
    // now 10.00 × 2.1 / 2.5 × 0.95 = 7.98
    const stale = await cashout(p, { bet_id: id, to_cashout: eur(950) })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('cashout_offer_changed')
    await setHomeOdds(1.9)
    // the offer rose to 10.50; the default policy (higher) takes it, paying the current offer
    const rose = await cashout(p, { bet_id: id, to_cashout: eur(950) })
    expect(rose.statusCode).toBe(200)
    expect(rose.json().paid.value).toBe(1050)
  })

  it('partial cash-out pays part of the offer and leaves the rest of the stake in play', async () => {
    await setHomeOdds(2.1)
    const p = await newPlayer(app)
    const id = await openBet(p, 2000)
    const res = await cashout(p, { bet_id: id, to_cashout: eur(1900), amount: eur(950) })
    expect(res.statusCode).toBe(200)
    const bet = res.json().bet
    expect(bet).toMatchObject({
      status: 'waiting_results',
      stake: { value: 1000 },
      win_amount: { value: 2100 },
      cashed_out: { value: 950 },
      to_cashout: { value: 950 },
    })
    expect((await p.balance()).amount).toBe(100_000 - 2000 + 950)
    // too small a remainder is refused
    const tiny = await cashout(p, { bet_id: id, to_cashout: eur(950), amount: eur(945) })
    expect(tiny.json().error.code).toBe('cashout_unavailable')
  })

  it('a bet tells its original stake and each cash-out: in the answer, the list and the settled push (issue #29)', async () => {
    await setHomeOdds(2.1)
    const p = await newPlayer(app)
    const placed = (await place(p, body([{ stake: 2000, selections: [home] }]))).json().data[0]
    expect(placed).toMatchObject({ original_stake: { value: 2000 }, stake: { value: 2000 }, cashouts: [] })
    const first = (await cashout(p, { bet_id: placed.id, to_cashout: eur(1900), amount: eur(950) })).json()
      .bet
    expect(first).toMatchObject({
      original_stake: { value: 2000 },
      stake: { value: 1000 },
      cashed_out: { value: 950 },
      cashouts: [{ amount: { value: 950, currency: 'EUR' }, stake_left: { value: 1000 } }],
    })
    expect(Date.parse(first.cashouts[0].at)).toBeGreaterThan(Date.parse(placed.created_at) - 1)
    const second = (await cashout(p, { bet_id: placed.id, to_cashout: eur(950), amount: eur(285) })).json()
      .bet
    expect(second.cashouts.map((c: { amount: { value: number } }) => c.amount.value)).toEqual([950, 285])
    expect(second.cashouts[1].stake_left.value).toBe(700)
    const listed = (await p.api({ method: 'GET', url: '/api/sportsbook/bets?status=open' }))
      .json()
      .data.find((b: { id: string }) => b.id === placed.id)
    expect(listed).toMatchObject({ original_stake: { value: 2000 }, stake: { value: 700 } })
    expect(listed.cashouts).toEqual(second.cashouts)

    // settled, the push still carries them (settlement reads bets its own way)
    const pushed: { type: string; bet?: { id: string } }[] = []
    const spy = vi.spyOn(app.realtime.publisher, 'publish').mockImplementation(async (channel, data) => {
      if (channel === `$private:en:${p.id}`) pushed.push(data as (typeof pushed)[number])
      return {}
    })
    await db.execute(sql`update markets set status = -3, result = '{"1":"win","2":"lose","3":"lose"}'
      where match_id = ${m.arsenalChelsea} and market_id = 1`)
    await settleMatches(app.betting, [m.arsenalChelsea])
    spy.mockRestore()
    await db.execute(
      sql`update markets set status = 1, result = null where match_id = ${m.arsenalChelsea} and market_id = 1`,
    )
    const settled = pushed.find((e) => e.type === 'bet_changed' && e.bet?.id === placed.id)?.bet
    expect(settled).toMatchObject({
      result: 'win_entire',
      original_stake: { value: 2000 },
      stake: { value: 700 },
      cashed_out: { value: 1235 },
    })
    expect((settled as unknown as typeof second).cashouts).toEqual(second.cashouts)
  })

  it('no offer while the market is suspended; unknown or foreign bets are 404', async () => {
    await setHomeOdds(2.1)
    const p = await newPlayer(app)
    const other = await newPlayer(app)
    const id = await openBet(p)
    await setHomeOdds(2.1, -1)
    expect(await offerOf(p, id)).toBeNull()
    expect((await cashout(p, { bet_id: id, to_cashout: eur(950) })).json().error.code).toBe(
      'cashout_unavailable',
    )
    await setHomeOdds(2.1)
    expect((await cashout(other, { bet_id: id, to_cashout: eur(950) })).statusCode).toBe(404)
    expect((await cashout(p, { bet_id: '99999999', to_cashout: eur(950) })).statusCode).toBe(404)
    expect((await cashout(p, { bet_id: 'abc', to_cashout: eur(950) })).statusCode).toBe(400)
  })

  it('parallel cash-outs of one bet pay once, and settlement after a cash-out pays nothing more', async () => {
    await setHomeOdds(2.1)
    const p = await newPlayer(app)
    const id = await openBet(p)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cashout(p, { bet_id: id, to_cashout: eur(950) })),
    )
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().error.code)).toEqual(
      Array(9).fill('cashout_unavailable'),
    )
    await db.execute(sql`update markets set status = -3, result = '{"1":"win","2":"lose","3":"lose"}'
      where match_id = ${m.arsenalChelsea} and market_id = 1`)
    await settleMatches(app.betting, [m.arsenalChelsea])
    expect((await p.balance()).amount).toBe(100_000 - 1000 + 950)
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance: 99_950, ledger: 99_950 }])
    await db.execute(
      sql`update markets set status = 1, result = null where match_id = ${m.arsenalChelsea} and market_id = 1`,
    )
  })

  it('a cash-out and the settlement racing on one bet pay once: whichever takes the bet lock first', async () => {
    await setHomeOdds(2.1)
    const outcomes = new Set<string>()
    for (let round = 0; round < 8; round++) {
      const p = await newPlayer(app)
      const id = await openBet(p)
      // The provider's result reached the bet (its leg won) while the market still shows a price.
      await db.execute(sql`update bet_selections set result = 'win' where bet_id = ${id}`)
      const [answer] = await Promise.all([
        cashout(p, { bet_id: id, to_cashout: eur(950) }),
        settleMatches(app.betting, [m.arsenalChelsea]),
      ])
      const balance = (await p.balance()).amount
      if (answer.statusCode === 200) {
        outcomes.add('cashed out')
        // A leg already won offers more than the price shown; the policy takes a better offer.
        expect(balance).toBe(100_000 - 1000 + answer.json().paid.value)
      } else {
        outcomes.add('settled')
        expect(answer.json().error.code).toBe('cashout_unavailable')
        expect(balance).toBe(100_000 - 1000 + 2100)
      }
      const paid = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ledger_entries where ref = ${`bet:${id}`} and amount > 0`,
      )
      expect(paid.rows[0]?.n).toBe(1)
      expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance, ledger: balance }])
    }
    expect(outcomes.size).toBeGreaterThan(0)
  })

  it('pushes bet_cashout_changed when the offer moves, once per change', async () => {
    await setHomeOdds(2.1)
    const p = await newPlayer(app)
    const id = await openBet(p)
    const pushed: unknown[] = []
    const spy = vi.spyOn(app.realtime.publisher, 'publish').mockImplementation(async (channel, data) => {
      if (channel === `$private:en:${p.id}`) pushed.push(data)
      return {}
    })
    await refreshOffers(app.betting, [m.arsenalChelsea])
    await setHomeOdds(1.4)
    await refreshOffers(app.betting, [m.arsenalChelsea])
    await refreshOffers(app.betting, [m.arsenalChelsea])
    await setHomeOdds(1.4, -1)
    await refreshOffers(app.betting, [m.arsenalChelsea])
    spy.mockRestore()
    const value = (v: number) => ({ value: v, currency: 'EUR', subunits: 2 })
    expect(pushed).toEqual([
      { type: 'bet_cashout_changed', bet_id: id, to_cashout: value(950) },
      { type: 'bet_cashout_changed', bet_id: id, to_cashout: value(1425) },
      { type: 'bet_cashout_changed', bet_id: id, to_cashout: null },
    ])
  })
})
