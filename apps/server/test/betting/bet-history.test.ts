// The bet history (GLI-33): placement, cash-outs and settlement each leave a row with the amounts and
// who caused it, written with the change; only the bet's owner can read it.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from './helpers.ts'

const app = await buildBetting()
const db = app.testDb.db
const m = IDS.matches
const home = pick(m.arsenalChelsea, 1, '1', 2.1)
const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })

const history = (p: TestPlayer, id: string) =>
  p.api({ method: 'GET', url: `/api/sportsbook/bets/${id}/history` })

describe('bet history', () => {
  it('records placement, a partial cash-out and settlement, for the owner only', async () => {
    await db.execute(sql`update markets set status = 1, outcomes = jsonb_set(outcomes, '{0,odds}', to_jsonb(2.1::numeric))
      where match_id = ${m.arsenalChelsea} and market_id = 1`)
    const p = await newPlayer(app)
    const placed = await place(p, body([{ stake: 1000, selections: [home] }]))
    expect(placed.statusCode, placed.body).toBe(200)
    const id = placed.json().data[0].id as string

    const first = await history(p, id)
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toEqual([
      expect.objectContaining({
        event: 'placed',
        from_status: null,
        to_status: 'waiting_results',
        result: 'no_results',
        amount: eur(1000),
        stake: eur(1000),
        actor: 'player',
      }),
    ])

    const cash = await p.api({
      method: 'POST',
      url: '/api/sportsbook/bets/cashout',
      payload: {
        bet_id: id,
        to_cashout: { value: 950, currency: 'EUR' },
        amount: { value: 475, currency: 'EUR' },
      },
    })
    expect(cash.statusCode).toBe(200)

    // The home side wins: the rest of the stake (5.00 at 2.1) pays 10.50.
    await db.execute(sql`update markets set status = -3, result = '{"1":"win","2":"lose","3":"lose"}'::jsonb
      where match_id = ${m.arsenalChelsea} and market_id = 1 and specifier = ''`)
    expect(await settleMatches(app.betting, [m.arsenalChelsea])).toBe(1)

    const all = (await history(p, id)).json().data as Record<string, unknown>[]
    expect(all.map((e) => [e.event, e.from_status, e.to_status, e.actor])).toEqual([
      ['placed', null, 'waiting_results', 'player'],
      ['partially_cashed_out', 'waiting_results', 'waiting_results', 'player'],
      ['settled', 'waiting_results', 'done', 'settlement'],
    ])
    expect(all[1]).toMatchObject({ amount: eur(475), stake: eur(500) })
    expect(all[2], JSON.stringify(all[2])).toMatchObject({
      result: 'win_entire',
      amount: eur(1050),
      stake: eur(500),
    })

    const other = await newPlayer(app)
    const foreign = await history(other, id)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.code).toBe('not_found')
    expect((await app.inject({ method: 'GET', url: `/api/sportsbook/bets/${id}/history` })).statusCode).toBe(
      401,
    )
  })
})
