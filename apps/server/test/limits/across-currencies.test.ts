// Issue #27: money limits bind at account level (RTS 12B), across every currency the player holds
// (ADR 011). Before, a €10/day loss and deposit limit let a player open a USD account, deposit $500
// and place five $20 bets. Amounts in another currency count at the reference rates, rounded up.
import { describe, expect, it } from 'vitest'
import { USD, money } from '@sportsbook/domain'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from '../betting/helpers.ts'

const app = await buildBetting()
const home = pick(IDS.matches.arsenalChelsea, 1, '1', 2.1)
const single = (stake: number, currency = 'EUR') => body([{ stake, selections: [home], currency }], 'single')
const setLimit = (p: TestPlayer, payload: object) =>
  p.api({ method: 'POST', url: '/api/platform/user_limits', payload })
const deposit = (p: TestPlayer, currency: string, amount: number) =>
  p.api({ method: 'POST', url: '/api/platform/dev/deposit', payload: { currency, amount } })
const usdBalance = (p: TestPlayer) => app.wallet.balance(app.testDb.db, p.id, USD)
/** The player's USD account with `amount` deposited (before any limit is set). */
const fundUsd = (p: TestPlayer, amount: number) =>
  app.testDb.db.transaction((tx) =>
    app.wallet.credit(tx, { userId: p.id, amount: money(amount, USD), kind: 'deposit', ref: 'test-usd' }),
  )

describe('limits across currencies', () => {
  it('the issue’s case: a €10 daily loss limit refuses the USD stake that would pass it', async () => {
    const p = await newPlayer(app, { balance: 0 })
    await fundUsd(p, 50_000)
    expect((await setLimit(p, { type: 'loss', amount: 1000, interval: 'day' })).statusCode).toBe(200)
    // $5.00 counts as €4.63 (5 ÷ 1.08, rounded up): two fit under €10.00, the third does not.
    expect((await place(p, single(500, 'USD'))).statusCode).toBe(200)
    expect((await place(p, single(500, 'USD'))).statusCode).toBe(200)
    const third = await place(p, single(500, 'USD'))
    expect(third.statusCode).toBe(403)
    // €0.74 left, said in the stake's currency and rounded down: $0.79.
    expect(third.json().error).toMatchObject({
      code: 'loss_limit_exceeded',
      errors_by_bet: [
        { limit: { type: 'loss', interval: 'day', remaining: { value: 79, currency: 'USD' } } },
      ],
    })
    const twenty = await place(p, single(2000, 'USD'))
    expect(twenty.statusCode).toBe(403)
    expect((await usdBalance(p)).amount).toBe(50_000 - 1000)
    // The limit's page counts the USD stakes in euros.
    const [limit] = (await p.api({ method: 'GET', url: '/api/platform/user_limits' })).json()
    expect(limit).toMatchObject({
      used: { value: 926, currency: 'EUR' },
      remaining: { value: 74, currency: 'EUR' },
    })
  })

  it('a €10 daily deposit limit counts deposits in every currency', async () => {
    const p = await newPlayer(app, { balance: 0 })
    expect((await setLimit(p, { type: 'deposit', amount: 1000, interval: 'day' })).statusCode).toBe(200)
    expect((await deposit(p, 'EUR', 500)).statusCode).toBe(200)
    // $5.00 = €4.63: €9.63 so far.
    expect((await deposit(p, 'USD', 500)).statusCode).toBe(200)
    const over = await deposit(p, 'USD', 50_000)
    expect(over.statusCode).toBe(403)
    expect(over.json().error).toMatchObject({
      code: 'deposit_limit_exceeded',
      limit: { remaining: { value: 39, currency: 'USD' } },
    })
    expect((await usdBalance(p)).amount).toBe(500)
  })

  it('bet and wager limits bind stakes in other currencies too', async () => {
    const p = await newPlayer(app)
    await fundUsd(p, 50_000)
    await setLimit(p, { type: 'bet', amount: 1000 })
    // €10.00 = $10.80: $10.80 is the most one bet may stake.
    expect((await place(p, single(1080, 'USD'))).statusCode).toBe(200)
    const over = await place(p, single(1081, 'USD'))
    expect(over.json().error.code).toBe('bet_limit_exceeded')
  })

  it('one limit of a kind and window per account: a new one in another currency replaces it by its value', async () => {
    const p = await newPlayer(app)
    await setLimit(p, { type: 'loss', amount: 1000, interval: 'day' })
    expect(
      (await p.api({ method: 'POST', url: '/api/platform/player/accounts', payload: { currency: 'USD' } }))
        .statusCode,
    ).toBe(200)
    // $50 is more than €10: a raise, which waits for the cooling period and a confirmation.
    const raise = await setLimit(p, { type: 'loss', amount: 5000, interval: 'day' })
    expect(raise.json()).toMatchObject({ status: 'unconfirmed', amount: { currency: 'USD' } })
    // $5 is less: it applies at once and replaces the euro limit.
    const lower = await setLimit(p, { type: 'loss', amount: 500, interval: 'day' })
    expect(lower.json()).toMatchObject({ status: 'active', amount: { value: 500, currency: 'USD' } })
    const inForce = (await p.api({ method: 'GET', url: '/api/platform/user_limits' }))
      .json()
      .filter((l: { status: string }) => l.status === 'active')
    expect(inForce).toHaveLength(1)
  })

  it('race: 60 bets in euros and dollars at once never pass a €100 daily wager limit together', async () => {
    const p = await newPlayer(app)
    await fundUsd(p, 50_000)
    await setLimit(p, { type: 'wager', amount: 10_000, interval: 'day' })
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => place(p, i % 2 ? single(300, 'USD') : single(300))),
    )
    const ok = answers.filter((a) => a.statusCode === 200)
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 403)).toBe(true)
    const eurStaked = 100_000 - (await p.balance()).amount
    const usdStaked = 50_000 - (await usdBalance(p)).amount
    // $3.00 counts as €2.78 (rounded up): what passed fits under €100, and another bet would not have.
    const counted = eurStaked + (usdStaked / 300) * 278
    expect(counted).toBeLessThanOrEqual(10_000)
    expect(counted).toBeGreaterThan(10_000 - 300)
    expect(ok.length).toBe(eurStaked / 300 + usdStaked / 300)
  })
})
