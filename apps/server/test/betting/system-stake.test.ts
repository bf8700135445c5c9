// A system bet takes whole lines (issue #27 item 4, docs/decisions/013-system-stake-per-line.md):
// the total a placement sends is lines × the stake per line, never a total with cents no line plays.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from './helpers.ts'

const app = await buildBetting()
const db = app.testDb.db
const m = IDS.matches
const home = pick(m.arsenalChelsea, 1, '1', 2.1)
const realHome = pick(m.realBarca, 1, '1', 2.1)
const federer = pick(m.nadalFederer, 186, '2', 2.5)
const twoOfThree = (stake: number) =>
  body([{ stake, selections: [home, realHome, federer], system_id: '2/3' }], 'system')

const bets = async (p: TestPlayer) =>
  (await p.api({ method: 'GET', url: '/api/sportsbook/bets?status=all' })).json().data
const ledgerRows = async (userId: number) =>
  (await db.execute(sql`select count(*)::int as n from ledger_entries where user_id = ${userId}`)).rows[0]

describe('a system bet takes whole lines', () => {
  it('2/3 at €2.00 is refused with stake_not_whole_lines (400) and no money moves', async () => {
    const p = await newPlayer(app)
    const before = await ledgerRows(p.id)
    const res = await place(p, twoOfThree(200))
    expect(res.statusCode).toBe(400)
    const { error } = res.json()
    expect(error.code).toBe('stake_not_whole_lines')
    expect(error.errors_by_bet).toEqual([
      expect.objectContaining({ index: 0, error_code: 'stake_not_whole_lines', message: expect.any(String) }),
    ])
    expect((await p.balance()).amount).toBe(100_000)
    expect(await ledgerRows(p.id)).toEqual(before)
    expect(await bets(p)).toEqual([])
  })

  it('POST /bets/max-stake answers a whole number of lines for a system', async () => {
    const p = await newPlayer(app, { balance: 100_000 })
    const res = await p.api({
      method: 'POST',
      url: '/api/sportsbook/bets/max-stake',
      payload: {
        bets: [{ stake: { currency: 'EUR' }, selections: [home, realHome, federer], system_id: '2/3' }],
      },
    })
    expect(res.statusCode).toBe(200)
    // the balance €1 000.00 buys 3 lines of €333.33
    expect(res.json().data[0].max_stake.value).toBe(99_999)
  })

  // Last: it settles the fixture's markets.
  it('2/3 at €1.98 is placed, debits exactly €1.98 and plays 3 lines of €0.66', async () => {
    const p = await newPlayer(app)
    const res = await place(p, twoOfThree(198))
    expect(res.statusCode).toBe(200)
    expect(res.json().data[0]).toMatchObject({
      stake: { value: 198 },
      system: { id: '2/3', win_count: 2, total_count: 3 },
      // lines of 0.66: 2.1×2.1 → 2.91, 2.1×2.5 → 3.46 twice
      win_amount: { value: 291 + 346 + 346 },
    })
    expect((await p.balance()).amount).toBe(100_000 - 198)
    const stakes = await db.execute(
      sql`select amount::int from ledger_entries where user_id = ${p.id} and kind = 'bet_stake'`,
    )
    expect(stakes.rows).toEqual([{ amount: -198 }])

    // only the 2.1 × 2.1 line wins: it pays its €0.66 × 4.41
    const settle = (matchId: number, marketId: number, result: Record<string, string>) =>
      db.execute(sql`update markets set status = -3, result = ${JSON.stringify(result)}::jsonb
        where match_id = ${matchId} and market_id = ${marketId} and specifier = ''`)
    await settle(m.arsenalChelsea, 1, { '1': 'win', '2': 'lose', '3': 'lose' })
    await settle(m.realBarca, 1, { '1': 'win', '2': 'lose', '3': 'lose' })
    await settle(m.nadalFederer, 186, { '1': 'win', '2': 'lose' })
    await settleMatches(app.betting, [m.arsenalChelsea, m.realBarca, m.nadalFederer])
    expect((await bets(p))[0]).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: { value: 291 },
    })
    expect((await p.balance()).amount).toBe(100_000 - 198 + 291)
  })
})
