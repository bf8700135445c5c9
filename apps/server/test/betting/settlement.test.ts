// Settlement when the feed decides markets: results of spec §3, payouts credited through the ledger,
// bet_changed and balance_changed on the player's private channel.
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { RealtimeEvent } from '@sportsbook/contract'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from './helpers.ts'

const app = await buildBetting()
const db = app.testDb.db
const m = IDS.matches
const home = pick(m.arsenalChelsea, 1, '1', 2.1)
const draw = pick(m.arsenalChelsea, 1, '2', 3.4)
const over = pick(m.arsenalChelsea, 18, '1', 1.9, 'total=2.5')
const realHome = pick(m.realBarca, 1, '1', 2.1)
const outright = pick(m.plWinner, 534, '1', 3)
const federer = pick(m.nadalFederer, 186, '2', 2.5)

/** Settles a market as the feed does: status -3 and a result per outcome. */
const settleMarket = (matchId: number, marketId: number, result: Record<string, string>, specifier = '') =>
  db.execute(sql`update markets set status = -3, result = ${JSON.stringify(result)}::jsonb
    where match_id = ${matchId} and market_id = ${marketId} and specifier = ${specifier}`)
const finish = (matchId: number) => db.execute(sql`update matches set status = 4 where id = ${matchId}`)

async function betOf(p: TestPlayer, id: string) {
  const res = await p.api({ method: 'GET', url: '/api/sportsbook/bets?status=all' })
  return res.json().data.find((b: { id: string }) => b.id === id)
}

describe('settlement', () => {
  const published: { channel: string; data: { type: string } }[] = []
  vi.spyOn(app.realtime.publisher, 'publish').mockImplementation(async (channel, data) => {
    published.push({ channel, data: data as { type: string } })
    return {}
  })

  it('pays winners, keeps losers, refunds voids, half wins and losses, and publishes', async () => {
    const p = await newPlayer(app, { language: 'de' })
    const ids = [] as string[]
    for (const payload of [
      body([{ stake: 1000, selections: [home] }]),
      body([{ stake: 1000, selections: [draw] }]),
      body([{ stake: 1000, selections: [over] }]),
      body([{ stake: 1000, selections: [home, realHome] }], 'combo'),
    ]) {
      const res = await place(p, payload)
      expect(res.statusCode).toBe(200)
      ids.push(res.json().data[0].id)
    }
    expect((await p.balance()).amount).toBe(96_000)
    await settleMarket(m.arsenalChelsea, 1, { '1': 'win', '2': 'lose', '3': 'lose' })
    await settleMarket(m.arsenalChelsea, 18, { '1': 'half_win', '2': 'half_lose' }, 'total=2.5')
    published.length = 0
    expect(await settleMatches(app.betting, [m.arsenalChelsea])).toBe(3)
    expect(await betOf(p, ids[0]!)).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: { value: 2100 },
    })
    expect(await betOf(p, ids[1]!)).toMatchObject({
      status: 'done',
      result: 'lose_entire',
      win_amount: { value: 0 },
    })
    // half the stake back, half at 1.9
    expect(await betOf(p, ids[2]!)).toMatchObject({
      result: 'refund_half_win_other',
      win_amount: { value: 1450 },
    })
    // the combo waits for Real Madrid v Barcelona
    expect(await betOf(p, ids[3]!)).toMatchObject({ status: 'waiting_results', result: 'no_results' })
    expect((await p.balance()).amount).toBe(96_000 + 2100 + 1450)
    const channel = `$private:de:${p.id}`
    expect(published.filter((x) => x.channel === channel && x.data.type === 'bet_changed')).toHaveLength(3)
    // the two payouts settled together: one balance_changed with the balance after both
    const balances = published.filter((x) => x.channel === channel && x.data.type === 'balance_changed')
    expect(balances).toHaveLength(1)
    expect(balances[0]?.data).toMatchObject({ balance: { value: 96_000 + 2100 + 1450 } })
    // Every publication is a contract event (bet_changed carries the whole ServerBet).
    for (const x of published)
      expect(RealtimeEvent.safeParse(x.data).success, JSON.stringify(x.data)).toBe(true)
    // settling again changes nothing
    expect(await settleMatches(app.betting, [m.arsenalChelsea])).toBe(0)
    expect((await p.balance()).amount).toBe(96_000 + 2100 + 1450)

    await db.execute(sql`update markets set status = -4 where match_id = ${m.realBarca} and market_id = 1`)
    expect(await settleMatches(app.betting, [m.realBarca])).toBe(1)
    // Real's leg is void: the combo pays at 2.1 alone
    expect(await betOf(p, ids[3]!)).toMatchObject({ result: 'win_entire', win_amount: { value: 2100 } })
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance: 101_650, ledger: 101_650 }])
    const list = await p.api({ method: 'GET', url: '/api/sportsbook/bets?status=settled&result=win' })
    expect(list.json().data).toHaveLength(3)
  })

  it('a combo loses as soon as one leg loses; a fully voided bet is cancelled and refunded', async () => {
    await db.execute(
      sql`update markets set status = 1, result = null where match_id in (${m.arsenalChelsea}, ${m.realBarca})`,
    )
    await db.execute(sql`update matches set status = 0 where id in (${m.arsenalChelsea}, ${m.realBarca})`)
    const p = await newPlayer(app)
    const combo = (await place(p, body([{ stake: 1000, selections: [draw, realHome] }], 'combo'))).json()
      .data[0].id
    const single = (await place(p, body([{ stake: 500, selections: [realHome] }]))).json().data[0].id
    await settleMarket(m.arsenalChelsea, 1, { '1': 'win', '2': 'lose', '3': 'lose' })
    await settleMatches(app.betting, [m.arsenalChelsea])
    expect(await betOf(p, combo)).toMatchObject({ status: 'done', result: 'lose_entire' })
    // A finished match whose market never got a result: the selection is void.
    await finish(m.realBarca)
    await settleMatches(app.betting, [m.realBarca])
    expect(await betOf(p, single)).toMatchObject({
      status: 'cancelled',
      result: 'canceled',
      win_amount: { value: 500 },
    })
    expect((await p.balance()).amount).toBe(100_000 - 1000)
    const refunds = await p.api({ method: 'GET', url: '/api/sportsbook/bets?result=refund' })
    expect(refunds.json().data.map((b: { id: string }) => b.id)).toEqual([single])
    const open = await p.api({ method: 'GET', url: '/api/sportsbook/bets?status=open' })
    expect(open.json().data).toEqual([])
  })

  it('settles a system line by line', async () => {
    await db.execute(
      sql`update markets set status = 1, result = null where match_id in (${m.arsenalChelsea}, ${m.realBarca})`,
    )
    await db.execute(sql`update matches set status = 0 where id in (${m.arsenalChelsea}, ${m.realBarca})`)
    const p = await newPlayer(app)
    const id = (
      await place(
        p,
        body([{ stake: 3000, selections: [home, realHome, federer], system_id: '2/3' }], 'system'),
      )
    ).json().data[0].id
    await settleMarket(m.arsenalChelsea, 1, { '1': 'win', '2': 'lose', '3': 'lose' })
    await settleMarket(m.realBarca, 1, { '1': 'win', '2': 'lose', '3': 'lose' })
    await settleMatches(app.betting, [m.arsenalChelsea, m.realBarca])
    expect(await betOf(p, id)).toMatchObject({ status: 'waiting_results' })
    await settleMarket(m.nadalFederer, 186, { '1': 'win', '2': 'lose' })
    await settleMatches(app.betting, [m.nadalFederer])
    // only the 2.1 × 2.1 line of 10.00 wins
    expect(await betOf(p, id)).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: { value: 4410 },
    })
  })

  it('settles an outright single when its winner market is decided, and lists it in the history', async () => {
    const p = await newPlayer(app)
    const res = await place(p, body([{ stake: 1000, selections: [outright] }]))
    expect(res.statusCode).toBe(200)
    const id = res.json().data[0].id
    expect(await betOf(p, id)).toMatchObject({ status: 'waiting_results', result: 'no_results' })
    await settleMarket(m.plWinner, 534, { '1': 'win', '2': 'lose' })
    await finish(m.plWinner)
    await settleMatches(app.betting, [m.plWinner])
    expect(await betOf(p, id)).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: { value: 3000 },
    })
    expect((await p.balance()).amount).toBe(100_000 - 1000 + 3000)
  })
})
