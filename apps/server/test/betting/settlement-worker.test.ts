// Settlement as a worker pool (ADR 038): the feed queues the matches it changed; two workers, each
// with its own pool as two processes would have, share the queue with `for update skip locked` leases.
// Every bet is settled once and the books are exact, even when both take the same finished match at
// once; a worker that dies holding a lease loses nothing: its rows come back to the other.
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { createDb, createPool } from '../../src/db/client.ts'
import { queueFeedChanges, startSettlementWorker } from '../../src/modules/betting/index.ts'
import { queueUndecided } from '../../src/modules/betting/repository/settlement-queue-repository.ts'
import type { MatchChange } from '../../src/modules/betting/connect-feed.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { platformConfig } from '../platform/helpers.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from './helpers.ts'

const a = await buildBetting()
const db = a.testDb.db
// A second "process": its own pool on the same database, its own app and worker.
const poolB = createPool(a.testDb.url)
poolB.on('error', () => undefined)
const b = await buildApp({ config: platformConfig, db: createDb(poolB), now: a.clock.now })
const m = IDS.matches
const home = pick(m.arsenalChelsea, 1, '1', 2.1)
const draw = pick(m.arsenalChelsea, 1, '2', 3.4)
const realHome = pick(m.realBarca, 1, '1', 2.1)
const realAway = pick(m.realBarca, 1, '3', 3.2)
const livHome = pick(m.liverpoolEverton, 1, '1', 2.1)
const livDraw = pick(m.liverpoolEverton, 1, '2', 3.4)

const listeners: ((c: readonly MatchChange[]) => void)[] = []
const feed = {
  onChange: (l: (c: readonly MatchChange[]) => void) => (listeners.push(l), () => undefined),
}
queueFeedChanges(a, feed)
const emit = (matchId: number) => listeners.forEach((l) => l([{ type: 'match_status_changed', matchId }]))

const count = async (q: ReturnType<typeof sql>) => Number((await db.execute<{ n: string }>(q)).rows[0]!.n)
const queued = () => count(sql`select count(*) as n from settlement_queue`)

async function crowd(players: TestPlayer[], win: typeof home, lose: typeof home) {
  for (const p of players) {
    const res = await place(
      p,
      body([
        { stake: 1000, selections: [win] },
        { stake: 500, selections: [lose] },
      ]),
    )
    expect(res.statusCode).toBe(200)
  }
}

const finish = (matchId: number) =>
  db.execute(sql`update markets set status = -3, result = '{"1":"win","2":"lose","3":"lose"}'::jsonb
    where match_id = ${matchId} and market_id = 1 and specifier = ''`)

/** Each player: one 10.00 win at 2.1 paid once, a 5.00 loss; the ledger runs and matches the balance. */
async function expectPaidOnce(players: TestPlayer[]) {
  for (const p of players) {
    expect((await p.balance()).amount).toBe(100_000 - 1500 + 2100)
    const [drift] = await ledgerDrift(db, p.id)
    expect(drift!.balance).toBe(drift!.ledger)
    expect(await count(sql`select count(*) as n from ledger_entries where user_id = ${p.id}`)).toBe(1 + 2 + 1)
    expect(
      await count(
        sql`select count(*) as n from notifications where user_id = ${p.id} and kind = 'bet_settled'`,
      ),
    ).toBe(2)
    expect(
      await count(sql`select count(*) as n from bet_history h join bets x on x.id = h.bet_id
        where x.user_id = ${p.id} and h.event = 'settled'`),
    ).toBe(2)
  }
}

const settle = async () => {
  const workers = [startSettlementWorker(a), startSettlementWorker(b)]
  await Promise.all(workers.map((w) => w.ready))
  await Promise.all(workers.map((w) => w.drained()))
  return workers
}

describe('settlement workers', () => {
  it('two workers settle the same finished match, queued many times, once: books exact', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => newPlayer(a)))
    await crowd(players, home, draw)
    await finish(m.arsenalChelsea)
    for (let i = 0; i < 6; i++) emit(m.arsenalChelsea)
    await expect.poll(queued).toBe(6)
    const workers = await settle()
    expect(await queued()).toBe(0)
    await expectPaidOnce(players)
    await Promise.all(workers.map((w) => w.stop()))
    // Each lease is measured: how long the oldest row waited, and how long its work took.
    const leases = async (app: typeof a | typeof b) => {
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body
      expect(text).toMatch(/sportsbook_settlement_lag_seconds_bucket/)
      return Number(/^sportsbook_settlement_lease_seconds_count (\d+)/m.exec(text)?.[1] ?? 0)
    }
    expect((await leases(a)) + (await leases(b))).toBeGreaterThanOrEqual(1)
  })

  it('a worker that dies holding a lease loses nothing: the other settles its rows', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => newPlayer(a)))
    await crowd(players, realHome, realAway)
    await db.execute(sql`update markets set status = -3, result = '{"1":"win","2":"lose","3":"lose"}'::jsonb
      where match_id = ${m.realBarca} and market_id = 1 and specifier = ''`)
    emit(m.realBarca)
    await expect.poll(queued).toBe(1)
    // The dying worker: leases the row on its own connection, then its process is gone.
    const dying = new pg.Client({ connectionString: a.testDb.url })
    await dying.connect()
    dying.on('error', () => undefined)
    await dying.query('begin')
    const leased = await dying.query('select id from settlement_queue for update skip locked')
    expect(leased.rowCount).toBe(1)
    const worker = startSettlementWorker(b)
    await worker.ready
    await worker.drained()
    // While the lease is held, the other worker skips the row (no wait, no double work).
    expect(await queued()).toBe(1)
    expect(
      await count(sql`select count(*) as n from bets where status <> 'waiting_results'
      and user_id = any(${sql.param(players.map((p) => p.id))}::int[])`),
    ).toBe(0)
    await db.execute(
      sql`select pg_terminate_backend(${(dying as unknown as { processID: number }).processID})`,
    )
    await dying.end().catch(() => undefined)
    await expect.poll(queued, { timeout: 5_000 }).toBe(0)
    await expectPaidOnce(players)
    await worker.stop()
  })
})

describe('the settlement sweep', () => {
  it('queues a finished match whose queueing was lost, once, and a worker settles it', async () => {
    const players = await Promise.all(Array.from({ length: 3 }, () => newPlayer(a)))
    await db.execute(
      sql`update markets set status = 1 where match_id = ${m.liverpoolEverton} and market_id = 1`,
    )
    await crowd(players, livHome, livDraw)
    await finish(m.liverpoolEverton)
    // The feed's INSERT was lost: nothing queued, the bets wait.
    expect(await queued()).toBe(0)
    expect(await queueUndecided(db)).toBe(1)
    expect(await queueUndecided(db)).toBe(0) // already queued: not twice
    const worker = startSettlementWorker(b)
    await worker.ready
    await worker.drained()
    expect(await queued()).toBe(0)
    await expectPaidOnce(players)
    expect(await queueUndecided(db)).toBe(0)
    await worker.stop()
  })
})

afterAll(async () => {
  await b.close()
  await poolB.end()
})
