// Settlement in batches: many players' bets settled together, each exactly once (also with batches
// over common players in flight at once, and when two settlements of the same match run at once), every payout a ledger row whose balance after follows
// the row before it, comp points and notifications once per bet, the books exact.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { compPointsFor, money, EUR, referenceRate } from '@sportsbook/domain'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from './helpers.ts'

const app = await buildBetting()
const db = app.testDb.db
const m = IDS.matches
const home = pick(m.arsenalChelsea, 1, '1', 2.1)
const draw = pick(m.arsenalChelsea, 1, '2', 3.4)
const away = pick(m.arsenalChelsea, 1, '3', 3.2)
const over = pick(m.arsenalChelsea, 18, '1', 1.9, 'total=2.5')
const realHome = pick(m.realBarca, 1, '1', 2.1)

/** Each player's bets: a winner, two losers, a half win and a combo whose other leg is still open. */
async function betCrowd(players: TestPlayer[]) {
  for (const [i, p] of players.entries()) {
    const stake = 1000 + i * 100
    const res = await place(
      p,
      body([
        { stake, selections: [home] },
        { stake, selections: [draw] },
        { stake: 500, selections: [away] },
        { stake: 1000, selections: [over] },
      ]),
    )
    expect(res.statusCode).toBe(200)
    expect((await place(p, body([{ stake: 700, selections: [home, realHome] }], 'combo'))).statusCode).toBe(
      200,
    )
  }
}

const resultMarkets = async () => {
  await db.execute(sql`update markets set status = -3, result = '{"1":"win","2":"lose","3":"lose"}'::jsonb
    where match_id = ${m.arsenalChelsea} and market_id = 1 and specifier = ''`)
  await db.execute(sql`update markets set status = -3, result = '{"1":"half_win","2":"half_lose"}'::jsonb
    where match_id = ${m.arsenalChelsea} and market_id = 18 and specifier = 'total=2.5'`)
}

/** Each ledger row's balance after is the row before's plus its amount (no lost or reordered update). */
async function ledgerRuns(userId: number) {
  const { rows } = await db.execute<{ amount: string; balance_after: string }>(sql`
    select amount::text, balance_after::text from ledger_entries where user_id = ${userId} order by id`)
  let balance = 0
  for (const r of rows) {
    balance += Number(r.amount)
    expect(Number(r.balance_after)).toBe(balance)
  }
  return rows.length
}

const count = async (q: ReturnType<typeof sql>) => Number((await db.execute<{ n: string }>(q)).rows[0]!.n)

describe('settlement in batches', () => {
  it('settles a crowd batch by batch: every bet once, ledgers that run, comp points and notices once', async () => {
    const players = await Promise.all(Array.from({ length: 7 }, () => newPlayer(app)))
    await betCrowd(players)
    await resultMarkets()
    // 28 decided bets (the combos wait), four per player, in batches of 3, three in flight at once:
    // each player's bets are more than a batch, so batches in flight share that player
    expect(await settleMatches(app.betting, [m.arsenalChelsea], { batch: 3, inFlight: 3 })).toBe(28)
    for (const [i, p] of players.entries()) {
      const stake = 1000 + i * 100
      const paid = Math.round(stake * 2.1) + 500 + 950 // a win, a half win (half refunded, half at 1.9)
      expect((await p.balance()).amount).toBe(100_000 - (2 * stake + 500 + 1000 + 700) + paid)
      expect(await ledgerDrift(db, p.id)).toEqual([
        { currency: 'EUR', balance: (await p.balance()).amount, ledger: (await p.balance()).amount },
      ])
      // deposit, five stakes, two payouts
      expect(await ledgerRuns(p.id)).toBe(1 + 5 + 2)
      const points = [stake, 500, stake, 1000].reduce(
        (s, x) => s + compPointsFor(money(x, EUR), referenceRate),
        0,
      )
      expect(await count(sql`select comp_points as n from users where id = ${p.id}`)).toBe(points)
      expect(
        await count(
          sql`select count(*) as n from notifications where user_id = ${p.id} and kind = 'bet_settled'`,
        ),
      ).toBe(4)
      expect(
        await count(sql`select count(*) as n from bet_history h join bets b on b.id = h.bet_id
          where b.user_id = ${p.id} and h.event = 'settled'`),
      ).toBe(4)
    }
    // nothing left to settle; running again pays nothing
    expect(await settleMatches(app.betting, [m.arsenalChelsea], { batch: 5 })).toBe(0)
    expect(await ledgerRuns(players[0]!.id)).toBe(8)
  })

  it('two settlements of one match at once pay every bet once', async () => {
    await db.execute(sql`update markets set status = 1, result = null where match_id = ${m.arsenalChelsea}`)
    const players = await Promise.all(Array.from({ length: 6 }, () => newPlayer(app)))
    await betCrowd(players)
    await resultMarkets()
    const [a, b] = await Promise.all([
      settleMatches(app.betting, [m.arsenalChelsea], { batch: 4 }),
      settleMatches(app.betting, [m.arsenalChelsea], { batch: 7 }),
    ])
    expect(a + b).toBe(24)
    for (const p of players) {
      expect(await ledgerRuns(p.id)).toBe(1 + 5 + 2)
      const { balance, ledger } = (await ledgerDrift(db, p.id))[0]!
      expect(balance).toBe(ledger)
      expect(
        await count(
          sql`select count(*) as n from notifications where user_id = ${p.id} and kind = 'bet_settled'`,
        ),
      ).toBe(4)
    }
  })
})
