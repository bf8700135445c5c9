// Named multiples (issue #30.6, docs/decisions/034-named-multiples.md): a Yankee is placed through
// the one write path as 11 lines × the unit, refused when its picks do not fit, never cashed out
// (CASHOUT_ON_FULL_COVER off), and settled as the sum of its lines rounded down once.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from './helpers.ts'

const app = await buildBetting()
const db = app.testDb.db
const m = IDS.matches
const home = pick(m.arsenalChelsea, 1, '1', 2.1)
const over = pick(m.arsenalChelsea, 18, '1', 1.9, 'total=2.5')
const liverpoolOver = pick(m.liverpoolEverton, 18, '1', 1.9, 'total=2.5')
const realHome = pick(m.realBarca, 1, '1', 2.1)
const federer = pick(m.nadalFederer, 186, '2', 2.5)
const four = [home, liverpoolOver, realHome, federer]
const yankee = (stake: number, selections = four, system_id = 'yankee') =>
  body([{ stake, selections, system_id }], 'system')

const bets = async (p: TestPlayer) =>
  (await p.api({ method: 'GET', url: '/api/sportsbook/bets?status=all' })).json().data
const stakeLines = async (userId: number) =>
  (
    await db.execute(
      sql`select amount::int from ledger_entries where user_id = ${userId} and kind = 'bet_stake'`,
    )
  ).rows

async function refused(p: TestPlayer, payload: object, code: string) {
  const res = await place(p, payload)
  expect(res.statusCode).toBe(400)
  expect(res.json().error.errors_by_bet[0]).toMatchObject({ index: 0, error_code: code })
  expect((await p.balance()).amount).toBe(100_000)
  expect(await bets(p)).toEqual([])
}

describe('named multiples on the server', () => {
  it('refuses a named bet whose picks do not fit it, two picks of one match, and a total not of whole lines', async () => {
    const p = await newPlayer(app)
    // a Yankee is four picks; a Trixie three
    await refused(p, yankee(1100, [home, realHome, federer]), 'bet_not_allowed')
    await refused(p, yankee(400, four, 'trixie'), 'bet_not_allowed')
    // related selections (the same match) are refused in a full-cover bet
    await refused(p, yankee(1100, [home, over, realHome, federer]), 'bet_not_allowed')
    // €10.00 is not 11 whole lines
    await refused(p, yankee(1000), 'stake_not_whole_lines')
    // an unknown name is not a system id at all
    const res = await place(p, yankee(1100, four, 'yankees'))
    expect(res.statusCode).toBe(400)
  })

  it('places a £1-a-line Yankee: 11 lines, €11.00 debited once, the all-win quote, no cash-out', async () => {
    const p = await newPlayer(app)
    const res = await place(p, yankee(1100))
    expect(res.statusCode).toBe(200)
    const bet = res.json().data[0]
    // all four win: 6 doubles + 4 trebles + the four-fold at 2.1, 1.9, 2.1, 2.5
    const doubles = 2.1 * 1.9 + 2.1 * 2.1 + 2.1 * 2.5 + 1.9 * 2.1 + 1.9 * 2.5 + 2.1 * 2.5
    const trebles = 2.1 * 1.9 * 2.1 + 2.1 * 1.9 * 2.5 + 2.1 * 2.1 * 2.5 + 1.9 * 2.1 * 2.5
    const all = 2.1 * 1.9 * 2.1 * 2.5
    expect(bet).toMatchObject({
      type: 'system',
      stake: { value: 1100 },
      system: { id: 'yankee', win_count: 2, total_count: 4, lines: 11 },
      win_amount: { value: Math.floor(Math.round((doubles + trebles + all) * 1e6) / 1e4) },
      to_cashout: null,
    })
    expect((await p.balance()).amount).toBe(100_000 - 1100)
    expect(await stakeLines(p.id)).toEqual([{ amount: -1100 }])
    const stored = await db.execute(sql`select system_name, system_lines from bets where id = ${bet.id}`)
    expect(stored.rows).toEqual([{ system_name: 'yankee', system_lines: 11 }])
    // full-cover bets have no cash-out (CASHOUT_ON_FULL_COVER): not offered, and refused when asked
    expect((await bets(p))[0].to_cashout).toBeNull()
    const cashout = await p.api({
      method: 'POST',
      url: '/api/sportsbook/bets/cashout',
      payload: { bet_id: bet.id, to_cashout: { value: 500, currency: 'EUR' } },
    })
    expect(cashout.statusCode).toBe(400)
    expect(cashout.json().error.code).toBe('cashout_unavailable')
  })

  it('POST /bets/max-stake answers whole Yankee lines', async () => {
    const p = await newPlayer(app, { balance: 100_000 })
    const res = await p.api({
      method: 'POST',
      url: '/api/sportsbook/bets/max-stake',
      payload: { bets: [{ stake: { currency: 'EUR' }, selections: four, system_id: 'yankee' }] },
    })
    expect(res.statusCode).toBe(200)
    // €1 000.00 buys 11 bets of €90.90
    expect(res.json().data[0].max_stake.value).toBe(99_990)
  })

  // Last: these settle the fixture's markets (each round opens them again first).
  describe('settlement pays the lines summed and rounded down once, books exact', () => {
    type Result = 'win' | 'lose' | 'void'
    const markets = four.map((s) => [s.match_id, s.market_id, s.specifier] as const)
    /** Opens the four markets, places a Yankee at `unit` a bet, settles each pick as told. */
    async function round(unit: number, results: readonly Result[]) {
      for (const [match, market, spec] of markets)
        await db.execute(sql`update markets set status = 1, result = null
          where match_id = ${match} and market_id = ${market} and specifier = ${spec}`)
      const p = await newPlayer(app)
      const placed = (await place(p, yankee(unit * 11))).json().data[0]
      for (const [i, [match, market, spec]] of markets.entries()) {
        const r = results[i]!
        const other = r === 'win' ? 'lose' : 'win'
        const result = { [four[i]!.outcome_id]: r, x: other }
        await (r === 'void'
          ? db.execute(sql`update markets set status = -4
              where match_id = ${match} and market_id = ${market} and specifier = ${spec}`)
          : db.execute(sql`update markets set status = -3, result = ${JSON.stringify(result)}::jsonb
              where match_id = ${match} and market_id = ${market} and specifier = ${spec}`))
      }
      await settleMatches(
        app.betting,
        markets.map(([match]) => match),
      )
      const bet = (await bets(p)).find((b: { id: string }) => b.id === placed.id)
      expect(await ledgerDrift(db, p.id)).toEqual([
        expect.objectContaining({ balance: (await p.balance()).amount, ledger: (await p.balance()).amount }),
      ])
      return { placed, bet, balance: (await p.balance()).amount }
    }

    it('two winners, a void and a loser: 7 × 13.02 = 91.14 → 91 (line by line it would be 88)', async () => {
      // (3.1 × 3.1 × 2) − 1 − (2.1 + 2.1 + 1) = 13.02 a unit; Liverpool's total is cancelled: a winner at 1.00
      const { bet, balance } = await round(7, ['win', 'void', 'win', 'lose'])
      expect(bet).toMatchObject({
        status: 'done',
        result: 'win_entire',
        win_amount: { value: 91 },
        system: { id: 'yankee', lines: 11 },
      })
      expect(balance).toBe(100_000 - 77 + 91)
    })

    it('every pick wins: paid exactly the quote', async () => {
      const { placed, bet, balance } = await round(100, ['win', 'win', 'win', 'win'])
      expect(bet).toMatchObject({ result: 'win_entire', win_amount: { value: placed.win_amount.value } })
      expect(balance).toBe(100_000 - 1100 + placed.win_amount.value)
    })

    it('one winner and a non-runner: a single on the winner (the double with the void leg)', async () => {
      const { bet, balance } = await round(100, ['win', 'void', 'lose', 'lose'])
      expect(bet).toMatchObject({ result: 'win_entire', win_amount: { value: 210 } })
      expect(balance).toBe(100_000 - 1100 + 210)
    })

    it('one winner alone: every line lost, nothing credited', async () => {
      const { bet, balance } = await round(100, ['lose', 'lose', 'win', 'lose'])
      expect(bet).toMatchObject({ status: 'done', result: 'lose_entire', win_amount: { value: 0 } })
      expect(balance).toBe(100_000 - 1100)
    })
  })
})
