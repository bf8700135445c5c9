import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place } from './helpers.ts'

const app = await buildBetting()
const home = pick(IDS.matches.arsenalChelsea, 1, '1', 2.1)
const bets = (userId: number) =>
  app.testDb.db.execute<{ n: number }>(sql`select count(*)::int as n from bets where user_id = ${userId}`)

describe('Idempotency-Key', () => {
  it('replaying a request returns the first answer and places once', async () => {
    const p = await newPlayer(app)
    const payload = body([{ stake: 1000, selections: [home] }])
    const first = await place(p, payload, { 'idempotency-key': 'slip-1' })
    const again = await place(p, payload, { 'idempotency-key': 'slip-1' })
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect((await bets(p.id)).rows[0]?.n).toBe(1)
    expect((await p.balance()).amount).toBe(99_000)
  })

  it('parallel twins of one key place once and all get the same answer', async () => {
    const p = await newPlayer(app)
    const payload = body([{ stake: 1000, selections: [home] }])
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(p, payload, { 'idempotency-key': 'twin' })),
    )
    const ids = new Set(answers.map((a) => a.json().data[0].id))
    expect(answers.every((a) => a.statusCode === 200)).toBe(true)
    expect(ids.size).toBe(1)
    expect((await bets(p.id)).rows[0]?.n).toBe(1)
    expect((await p.balance()).amount).toBe(99_000)
  })

  it('a refused request keeps its answer too; the same key with another body is a 409', async () => {
    const p = await newPlayer(app, { balance: 100 })
    const payload = body([{ stake: 1000, selections: [home] }])
    const first = await place(p, payload, { 'idempotency-key': 'k' })
    expect(first.statusCode).toBe(422)
    const again = await place(p, payload, { 'idempotency-key': 'k' })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual(first.json())
    const other = await place(p, body([{ stake: 50, selections: [home] }]), { 'idempotency-key': 'k' })
    expect(other.statusCode).toBe(409)
    expect(other.json().error.code).toBe('idempotency_key_reused')
  })

  it('keys are per player, and a malformed key is invalid_params', async () => {
    const [a, b] = [await newPlayer(app), await newPlayer(app)]
    const payload = body([{ stake: 100, selections: [home] }])
    expect((await place(a, payload, { 'idempotency-key': 'same' })).statusCode).toBe(200)
    expect((await place(b, payload, { 'idempotency-key': 'same' })).statusCode).toBe(200)
    const bad = await place(a, payload, { 'idempotency-key': 'has space' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('invalid_params')
  })
})

describe('concurrency', () => {
  it('200 parallel bets from one player never overdraw and the ledger balances to the cent', async () => {
    // 150.00 covers 150 bets of 1.00: of 200 parallel bets exactly 150 are accepted.
    const p = await newPlayer(app, { balance: 15_000 })
    const payload = body([{ stake: 100, selections: [home] }])
    const answers = await Promise.all(Array.from({ length: 200 }, () => place(p, payload)))
    const codes = answers.map((a) => a.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(150)
    expect(codes.filter((c) => c === 422)).toHaveLength(50)
    expect((await p.balance()).amount).toBe(0)
    expect((await bets(p.id)).rows[0]?.n).toBe(150)
    expect(await ledgerDrift(app.testDb.db, p.id)).toEqual([{ currency: 'EUR', balance: 0, ledger: 0 }])
    const stakes = await app.testDb.db.execute<{ n: number; total: number }>(sql`
      select count(*)::int as n, coalesce(sum(-amount), 0)::int as total from ledger_entries
      where user_id = ${p.id} and kind = 'bet_stake'`)
    expect(stakes.rows[0]).toEqual({ n: 150, total: 15_000 })
  })
})
