import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { SESSION_IDLE_TIMEOUT_MS } from '../../src/modules/accounts/constants.ts'
import { OUTBOX_RETENTION_MS, pruneExpired, startPruneJob } from '../../src/modules/accounts/prune.ts'
import { outbox, phoneVerifications, sessions, userTokens } from '../../src/db/schema/index.ts'
import { buildPlatform, insertPlayer } from './helpers.ts'

const app = await buildPlatform()
const db = app.testDb.db
const MIN = 60_000
const DAY = 24 * 60 * MIN

/** One row of each kind at `at`, alive until `until`; returns the keys to look them up by. */
async function rows(userId: number, tag: string, at: Date, until: Date) {
  await db
    .insert(userTokens)
    .values({ tokenHash: tag, userId, kind: 'unlock', createdAt: at, expiresAt: until })
  await db.insert(sessions).values({ id: tag, userId, createdAt: at, lastSeenAt: at, expiresAt: until })
  await db.insert(phoneVerifications).values({
    userId,
    number: '+4917000000000',
    codeHash: tag,
    createdAt: at,
    expiresAt: until,
    day: at.toISOString().slice(0, 10),
  })
  const [m] = await db
    .insert(outbox)
    .values({ channel: 'sms', recipient: tag, subject: tag, body: tag, createdAt: at })
    .returning({ id: outbox.id })
  return m!.id
}

async function left(tag: string, outboxId: number) {
  const count = async (q: Promise<unknown[]>) => (await q).length
  return {
    token: await count(db.select().from(userTokens).where(eq(userTokens.tokenHash, tag))),
    session: await count(db.select().from(sessions).where(eq(sessions.id, tag))),
    code: await count(db.select().from(phoneVerifications).where(eq(phoneVerifications.codeHash, tag))),
    outbox: await count(db.select().from(outbox).where(eq(outbox.id, outboxId))),
  }
}

const silent = { debug() {}, warn() {} } as unknown as FastifyBaseLogger

describe('pruning', () => {
  it('runs when the server starts: expired rows go, live ones stay', async () => {
    const now = app.clock.now().getTime()
    const userId = await insertPlayer(app)
    const oldId = await rows(userId, 'old', new Date(now - 8 * DAY), new Date(now - 8 * DAY + 10 * MIN))
    const liveId = await rows(userId, 'live', new Date(now - MIN), new Date(now + 10 * MIN))
    await app.ready()
    expect(await left('old', oldId)).toEqual({ token: 0, session: 0, code: 0, outbox: 0 })
    expect(await left('live', liveId)).toEqual({ token: 1, session: 1, code: 1, outbox: 1 })
  })

  it("keeps today's spent SMS codes (daily limit) and recent outbox messages, drops idle sessions", async () => {
    const now = new Date(app.clock.now().getTime() + 2 * DAY)
    const at = new Date(now.getTime() - 20 * MIN)
    const userId = await insertPlayer(app)
    const id = await rows(userId, 'today', at, new Date(at.getTime() + 10 * MIN))
    // The session has hours to live but has been idle for the idle timeout.
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + DAY) })
      .where(eq(sessions.id, 'today'))
    const counts = await pruneExpired(db, new Date(at.getTime() + SESSION_IDLE_TIMEOUT_MS))
    expect(counts.tokens).toBeGreaterThanOrEqual(1)
    expect(counts.sessions).toBeGreaterThanOrEqual(1)
    expect(await left('today', id)).toEqual({ token: 0, session: 0, code: 1, outbox: 1 })
    await pruneExpired(db, new Date(at.getTime() + OUTBOX_RETENTION_MS + MIN))
    expect(await left('today', id)).toEqual({ token: 0, session: 0, code: 0, outbox: 0 })
  })

  it('repeats every interval until stopped', async () => {
    const userId = await insertPlayer(app)
    let t = app.clock.now().getTime()
    const job = startPruneJob(db, () => new Date(t), silent, 20)
    await job.first
    const id = await rows(userId, 'later', new Date(t), new Date(t + MIN))
    t += 8 * DAY
    await expect.poll(async () => (await left('later', id)).token, { timeout: 2000 }).toBe(0)
    await job.stop()
    const after = await rows(userId, 'stopped', new Date(t), new Date(t + MIN))
    t += 8 * DAY
    await new Promise((r) => setTimeout(r, 100))
    expect((await left('stopped', after)).token).toBe(1)
  })

  it('logs a failed run and keeps going', async () => {
    const warnings: unknown[] = []
    const log = { debug() {}, warn: (o: unknown) => warnings.push(o) } as unknown as FastifyBaseLogger
    const job = startPruneJob(db, () => new Date(Number.NaN), log, 60_000)
    await job.first
    await job.stop()
    expect(warnings).toHaveLength(1)
  })
})
