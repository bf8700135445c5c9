// Acca offers under races (ADR 032): two settlements of one bet, a settlement and a cash-out on one
// tick. Whichever takes the bet's lock first acts; the reward is paid once or not at all (cashed out),
// and after each round every account equals its ledger and every bet's payout its ledger lines.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { newPlayer } from '../betting/helpers.ts'
import { accaKit, buildAcca, MATCHES } from './acca-helpers.ts'

const app = await buildAcca()
const db = app.testDb.db
const k = accaKit(app)
const ROUNDS = 5
const win = { '1': 'win', '2': 'lose', '3': 'lose' }
const lose = { '1': 'lose', '2': 'win', '3': 'lose' }

const rewards = async (betId: string) => {
  const { rows } = await db.execute<{ kind: string; state: string }>(
    sql`select kind, state from bet_acca_offers where bet_id = ${betId} order by kind`,
  )
  return rows.map((r) => `${r.kind}:${r.state}`)
}

describe('acca offer races', () => {
  it('settlement run twice at once pays the acca bonus once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await k.reopen()
      const p = await newPlayer(app)
      const id = await k.combo(p, 1000)
      for (const match of MATCHES) await k.settleMarket(match, win)
      await Promise.all([k.settle(), k.settle()])
      expect(await k.ledger(`acca_bonus:bet:${id}`)).toEqual([{ kind: 'acca_bonus', amount: 1223 }])
      expect(await k.booksAreExact(p, id)).toBe(100_000 - 1000 + 13_230 + 1223)
    }
  })

  it('settlement run twice at once refunds the insurance once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await k.reopen()
      const p = await newPlayer(app)
      const id = await k.combo(p, 1000)
      const [first, ...rest] = MATCHES
      await k.settleMarket(first, lose)
      for (const match of rest) await k.settleMarket(match, win)
      await Promise.all([k.settle(), k.settle()])
      expect(await k.freebets(p.id)).toHaveLength(1)
      expect(await rewards(id)).toEqual(['acca_bonus:none', 'acca_insurance:paid'])
      await k.booksAreExact(p, id)
    }
  })

  it('a settlement and a cash-out on one tick: the bonus is paid once, or cancelled by the cash-out', async () => {
    const seen = new Set<string>()
    for (let round = 0; round < ROUNDS; round++) {
      await k.reopen()
      const p = await newPlayer(app)
      const id = await k.combo(p, 1000)
      const offer = (await k.listed(p, id)).to_cashout
      // The provider's results reached the bet while the markets still show a price.
      await db.execute(sql`update bet_selections set result = 'win' where bet_id = ${id}`)
      const [, cashout] = await Promise.all([
        k.settle(),
        p.api({
          method: 'POST',
          url: '/api/sportsbook/bets/cashout',
          payload: { bet_id: id, to_cashout: { value: offer.value, currency: 'EUR' } },
        }),
      ])
      const bonus = await k.ledger(`acca_bonus:bet:${id}`)
      const balance = await k.booksAreExact(p, id)
      if (cashout.statusCode === 200) {
        seen.add('cashout')
        expect(bonus).toEqual([])
        expect(await rewards(id)).toEqual(['acca_bonus:cancelled', 'acca_insurance:cancelled'])
        expect(balance).toBe(100_000 - 1000 + cashout.json().paid.value)
      } else {
        seen.add('settled')
        expect(bonus).toEqual([{ kind: 'acca_bonus', amount: 1223 }])
        expect(balance).toBe(100_000 - 1000 + 13_230 + 1223)
      }
    }
    expect(seen.size).toBeGreaterThan(0)
  })
})
