// Limits enforced in bet placement, in the transaction that takes the stake: a bet that would pass a
// bet, wager or loss limit is refused naming the limit and what remains, 100 parallel bets at the
// boundary never pass it, and an excluded player cannot bet.
import { describe, expect, it } from 'vitest'
import { userLimits } from '../../src/db/schema/index.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from '../betting/helpers.ts'

const app = await buildBetting()
const home = pick(IDS.matches.arsenalChelsea, 1, '1', 2.1)
const single = (stake: number) => body([{ stake, selections: [home] }], 'single')

const setLimit = (p: TestPlayer, payload: object) =>
  p.api({ method: 'POST', url: '/api/platform/user_limits', payload })

describe('limits in bet placement', () => {
  it('a bet limit caps one stake and names what it allows', async () => {
    const p = await newPlayer(app)
    expect((await setLimit(p, { type: 'bet', amount: 2000 })).statusCode).toBe(200)
    expect((await place(p, single(2000))).statusCode).toBe(200)
    const res = await place(p, single(2001))
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toMatchObject({
      code: 'bet_limit_exceeded',
      errors_by_bet: [
        { index: 0, error_code: 'bet_limit_exceeded', limit: { type: 'bet', remaining: { value: 2000 } } },
      ],
    })
    expect((await p.balance()).amount).toBe(100_000 - 2000)
  })

  it('wager and loss limits count the day so far; the tightest is named', async () => {
    const p = await newPlayer(app)
    await setLimit(p, { type: 'wager', amount: 5000, interval: 'day' })
    await setLimit(p, { type: 'loss', amount: 3000, interval: 'week' })
    expect((await place(p, single(2500))).statusCode).toBe(200)
    const res = await place(p, single(1000))
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('loss_limit_exceeded')
    expect(res.json().error.errors_by_bet[0].limit).toEqual({
      type: 'loss',
      interval: 'week',
      remaining: { value: 500, currency: 'EUR', subunits: 2 },
    })
    expect(res.json().error.message).toBe('Your weekly loss limit leaves €5.00')
    expect((await place(p, single(500))).statusCode).toBe(200)
    // Several bets in one request count together.
    const q = await newPlayer(app)
    await setLimit(q, { type: 'wager', amount: 1500, interval: 'day' })
    const multi = body([
      { stake: 1000, selections: [home] },
      { stake: 1000, selections: [pick(IDS.matches.realBarca, 1, '1', 2.1)] },
    ])
    const refused = await place(q, multi)
    expect(refused.json().error.errors_by_bet[0]).toMatchObject({
      index: 1,
      error_code: 'wager_limit_exceeded',
    })
    expect((await q.balance()).amount).toBe(100_000)
  })

  it('100 parallel bets at the boundary never pass a wager limit', async () => {
    const p = await newPlayer(app)
    await setLimit(p, { type: 'wager', amount: 10_000, interval: 'day' })
    const answers = await Promise.all(Array.from({ length: 100 }, () => place(p, single(300))))
    const ok = answers.filter((a) => a.statusCode === 200).length
    expect(ok).toBe(33)
    expect(answers.filter((a) => a.statusCode === 403).length).toBe(67)
    expect((await p.balance()).amount).toBe(100_000 - 33 * 300)
    const limits = (await p.api({ method: 'GET', url: '/api/platform/user_limits' })).json()
    expect(limits[0]).toMatchObject({ used: { value: 9900 }, remaining: { value: 100 } })
  })

  it('100 parallel bets never pass a loss limit either', async () => {
    const p = await newPlayer(app)
    await setLimit(p, { type: 'loss', amount: 5000, interval: 'month' })
    const answers = await Promise.all(Array.from({ length: 100 }, () => place(p, single(100))))
    expect(answers.filter((a) => a.statusCode === 200).length).toBe(50)
    expect((await p.balance()).amount).toBe(100_000 - 5000)
  })

  it('a self-excluded player cannot bet on a session that survived elsewhere', async () => {
    const p = await newPlayer(app)
    // The exclusion ends the player's sessions: the bet is refused for want of one.
    await setLimit(p, { type: 'selfexclusion', period: 200 * 24 * 3600 })
    const res = await place(p, single(100))
    expect(res.statusCode).toBe(401)
    expect((await p.balance()).amount).toBe(100_000)
  })

  it('an exclusion in force refuses a bet even on a live session (defence in depth)', async () => {
    const p = await newPlayer(app)
    const now = app.clock.now()
    await app.testDb.db.insert(userLimits).values({
      userId: p.id,
      type: 'coolingoff',
      status: 'active',
      period: 86_400,
      expiresAt: new Date(now.getTime() + 86_400_000),
      createdAt: now,
      updatedAt: now,
    })
    const res = await place(p, single(100))
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('self_excluded')
    expect((await p.balance()).amount).toBe(100_000)
  })
})
