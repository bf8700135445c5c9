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

  // Last: it settles the fixture's markets.
  it('settles the lines summed and rounded down once: two winners, a void and a loser', async () => {
    const p = await newPlayer(app)
    // 7 cents a line: 77 cents
    const id = (await place(p, yankee(77))).json().data[0].id
    const settle = (matchId: number, marketId: number, result: Record<string, string>, specifier = '') =>
      db.execute(sql`update markets set status = -3, result = ${JSON.stringify(result)}::jsonb
        where match_id = ${matchId} and market_id = ${marketId} and specifier = ${specifier}`)
    await settle(m.arsenalChelsea, 1, { '1': 'win', '2': 'lose', '3': 'lose' })
    await settle(m.realBarca, 1, { '1': 'win', '2': 'lose', '3': 'lose' })
    await settle(m.nadalFederer, 186, { '1': 'win', '2': 'lose' })
    // Liverpool's total is cancelled: a void leg counts as a winner at 1.00
    await db.execute(sql`update markets set status = -4
      where match_id = ${m.liverpoolEverton} and market_id = 18 and specifier = 'total=2.5'`)
    await settleMatches(app.betting, [m.arsenalChelsea, m.realBarca, m.nadalFederer, m.liverpoolEverton])
    // (3.1 × 3.1 × 2) − 1 − (2.1 + 2.1 + 1) = 13.02 a unit: 7 × 13.02 = 91.14 → 91 (line by line it would be 88)
    expect((await bets(p)).find((b: { id: string }) => b.id === id)).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: { value: 91 },
      system: { id: 'yankee', lines: 11 },
    })
    expect((await p.balance()).amount).toBe(100_000 - 77 + 91)
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance: 100_014, ledger: 100_014 }])
  })
})
