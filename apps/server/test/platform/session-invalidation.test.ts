// The session cache across processes: a drop announced by one API process (NOTIFY) empties the
// others' caches at once, and a process that is not listening does not cache.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomToken, sha256 } from '../../src/modules/accounts/crypto.ts'
import { SESSION_REVOKED_CHANNEL, startSessionInvalidation } from '../../src/modules/accounts/session-invalidation.ts'
import { destroySession, forgetPlayerSessions, resolveSession } from '../../src/modules/accounts/sessions.ts'
import { createTestDb, type TestDb } from '../helpers/test-db.ts'

const log = { info: () => undefined, warn: () => undefined }
const now = () => new Date()

let t: TestDb
let seq = 0

/** A player with a live session, written straight to the tables; returns the cookie token. */
async function playerWithSession() {
  const { rows } = await t.pool.query<{ id: number }>(
    `insert into users (email, password_hash, currency, country, terms_accepted_at, confirmed_at)
      values ($1, 'x', 'EUR', 'DE', now(), now()) returning id`,
    [`inv${++seq}@example.test`],
  )
  const userId = rows[0]!.id
  const token = randomToken()
  await t.pool.query(
    `insert into sessions (id, user_id, created_at, last_seen_at, expires_at)
      values ($1, $2, now(), now(), now() + interval '1 hour')`,
    [sha256(token), userId],
  )
  return { userId, token }
}

/** Ends the session behind this process's back, as another API process would. */
const endElsewhere = (token: string) => t.pool.query('delete from sessions where id = $1', [sha256(token)])

/** Connections of this database that are LISTENing (the last statement of an idle backend). */
async function listening(): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
  )
  return rows[0]!.n
}

async function until(check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

beforeAll(async () => {
  t = await createTestDb()
})

describe('session cache invalidation between processes', () => {
  let listener: ReturnType<typeof startSessionInvalidation>
  beforeAll(async () => {
    listener = startSessionInvalidation(t.pool, log)
    await listener.ready
  })
  afterAll(() => listener.stop())

  it('a drop announced by another process empties this cache at once', async () => {
    const { userId, token } = await playerWithSession()
    expect(await resolveSession(t.db, token, now())).toMatchObject({ id: userId })
    await endElsewhere(token)
    // Cached: this process has not heard of the sign-out yet.
    expect(await resolveSession(t.db, token, now())).toMatchObject({ id: userId })
    await t.pool.query('select pg_notify($1, $2)', [SESSION_REVOKED_CHANNEL, String(userId)])
    await until(async () => (await resolveSession(t.db, token, now())) === null)
  })

  it('announces its own drops to the other processes', async () => {
    const other = new pg.Client({ connectionString: t.url })
    await other.connect()
    const heard: string[] = []
    other.on('notification', (m) => heard.push(m.payload ?? ''))
    await other.query(`LISTEN ${SESSION_REVOKED_CHANNEL}`)
    forgetPlayerSessions(4242)
    await until(async () => heard.includes('4242'))
    await other.end()
  })

  it('a sign-out tells the other processes, once, which player it was', async () => {
    const { userId, token } = await playerWithSession()
    await resolveSession(t.db, token, now())
    const other = new pg.Client({ connectionString: t.url })
    await other.connect()
    const heard: string[] = []
    other.on('notification', (m) => heard.push(m.payload ?? ''))
    await other.query(`LISTEN ${SESSION_REVOKED_CHANNEL}`)
    await destroySession(t.db, sha256(token))
    await until(async () => heard.includes(String(userId)))
    await new Promise((r) => setTimeout(r, 100))
    expect(heard.filter((p) => p === String(userId))).toHaveLength(1)
    expect(await resolveSession(t.db, token, now())).toBeNull()
    await other.end()
  })

  it('does not cache while its LISTEN connection is lost, and caches again once it is back', async () => {
    const { userId, token } = await playerWithSession()
    await t.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%'`,
    )
    await until(async () => (await listening()) === 0)
    const second = await playerWithSession()
    expect(await resolveSession(t.db, second.token, now())).toMatchObject({ id: second.userId })
    await endElsewhere(second.token)
    // Reconnected or not, a stale hit is impossible here: uncached until listening, and the reconnect empties the cache.
    expect(await resolveSession(t.db, second.token, now())).toBeNull()
    // Back after SESSION_INVALIDATION_RETRY_MS: caching works again.
    await until(async () => (await listening()) === 1)
    await new Promise((r) => setTimeout(r, 100))
    expect(await resolveSession(t.db, token, now())).toMatchObject({ id: userId })
    await endElsewhere(token)
    expect(await resolveSession(t.db, token, now())).toMatchObject({ id: userId })
  })
})
