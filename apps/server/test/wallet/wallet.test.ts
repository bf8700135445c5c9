import { describe, expect, it } from 'vitest'
import { BTC, EUR, money, type Currency } from '@sportsbook/domain'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { buildPlatform, insertPlayer } from '../platform/helpers.ts'

const app = await buildPlatform()
const db = app.testDb.db

async function deposit(userId: number, amount: number, currency: Currency = EUR) {
  return db.transaction((tx) =>
    app.wallet.credit(tx, { userId, amount: money(amount, currency), kind: 'deposit', ref: 'test' }),
  )
}

describe('wallet', () => {
  it('credits open the account and debits take from it, each with a ledger entry', async () => {
    const id = await insertPlayer(app)
    const c = await deposit(id, 10_000)
    expect(c.balance).toEqual(money(10_000, EUR))
    const d = await db.transaction((tx) =>
      app.wallet.debit(tx, { userId: id, amount: money(2_550, EUR), kind: 'bet_stake', ref: 'bet:1' }),
    )
    expect(d.balance.amount).toBe(7_450)
    expect(await app.wallet.balance(db, id, EUR)).toEqual(money(7_450, EUR))
    expect(await ledgerDrift(db, id)).toEqual([{ currency: 'EUR', balance: 7_450, ledger: 7_450 }])
  })

  it('refuses to go below zero with insufficient_balance, and the caller transaction rolls back', async () => {
    const id = await insertPlayer(app)
    await deposit(id, 100)
    await expect(
      db.transaction((tx) =>
        app.wallet.debit(tx, { userId: id, amount: money(101, EUR), kind: 'bet_stake', ref: 'bet:2' }),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_balance', statusCode: 422 })
    // No account in BTC counts as zero.
    await expect(
      db.transaction((tx) =>
        app.wallet.debit(tx, { userId: id, amount: money(1, BTC), kind: 'bet_stake', ref: 'bet:3' }),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_balance' })
    // A failure after the debit undoes it: the bet and its stake commit together or not at all.
    await expect(
      db.transaction(async (tx) => {
        await app.wallet.debit(tx, { userId: id, amount: money(60, EUR), kind: 'bet_stake', ref: 'bet:4' })
        throw new Error('bet insert failed')
      }),
    ).rejects.toThrow('bet insert failed')
    expect((await app.wallet.balance(db, id, EUR)).amount).toBe(100)
    expect(await ledgerDrift(db, id)).toEqual([{ currency: 'EUR', balance: 100, ledger: 100 }])
  })

  it('refuses non-positive amounts', async () => {
    const id = await insertPlayer(app)
    await expect(deposit(id, 0)).rejects.toThrow(RangeError)
    await expect(deposit(id, -5)).rejects.toThrow(RangeError)
  })

  it('keeps crypto in satoshi', async () => {
    const id = await insertPlayer(app, { currency: 'BTC' })
    await deposit(id, 5_000_000, BTC)
    const accounts = await app.wallet.accounts(db, id)
    expect(accounts.map((a) => a.balance)).toEqual([money(5_000_000, BTC)])
  })

  it('200 parallel debits never overdraw and the ledger balances to the cent', async () => {
    const id = await insertPlayer(app)
    await deposit(id, 10_000) // EUR 100.00
    const stakes = Array.from({ length: 200 }, (_, i) => 37 + (i % 50)) // 0.37 … 0.86, total well above 100
    const results = await Promise.allSettled(
      stakes.map((s, i) =>
        db.transaction((tx) =>
          app.wallet.debit(tx, { userId: id, amount: money(s, EUR), kind: 'bet_stake', ref: `bet:${i}` }),
        ),
      ),
    )
    const ok = results.flatMap((r, i) => (r.status === 'fulfilled' ? [stakes[i]!] : []))
    const failed = results.filter((r) => r.status === 'rejected')
    for (const f of failed)
      expect((f as PromiseRejectedResult).reason).toMatchObject({ code: 'insufficient_balance' })
    const spent = ok.reduce((a, b) => a + b, 0)
    const balance = (await app.wallet.balance(db, id, EUR)).amount
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(balance).toBe(10_000 - spent)
    expect(balance).toBeLessThan(Math.min(...stakes) + 50) // it stopped only when no stake fitted any more
    expect(await ledgerDrift(db, id)).toEqual([{ currency: 'EUR', balance, ledger: balance }])
    const { rows } = await app.testDb.pool.query(
      'select count(*)::int n, min(balance_after)::int lo from ledger_entries where user_id = $1',
      [id],
    )
    expect(rows[0]).toEqual({ n: ok.length + 1, lo: balance })
  })
})
