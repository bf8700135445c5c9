// GET /ready (issue #32): a load balancer sends traffic only to a process whose database answers,
// whose migrations are all applied and every role of which (ROLES) has started, each named.
import type { Readiness } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/env.ts'
import { build, getJson } from '../helpers/build-app.ts'

const app = await build({ fixtures: false })

describe('GET /ready', () => {
  it('is not ready until every role of this process has started, and names each', async () => {
    const { status, body } = await getJson<Readiness>(app, '/ready')
    expect(status).toBe(503)
    expect(body).toEqual({
      ready: false,
      database: 'up',
      migrations: 'applied',
      feed: 'off',
      roles: { api: 'starting', feed: 'starting', settlement: 'starting', realtime: 'starting' },
    })
    for (const role of ['api', 'feed', 'settlement'] as const) app.roles.started(role)
    const partly = await getJson<Readiness>(app, '/ready')
    expect(partly.status).toBe(503)
    expect(partly.body.roles).toMatchObject({ settlement: 'started', realtime: 'starting' })
  })

  it('is ready with the database up, every migration applied and every role started', async () => {
    app.roles.started('realtime')
    const { status, body } = await getJson<Readiness>(app, '/ready')
    expect(status).toBe(200)
    expect(body).toEqual({
      ready: true,
      database: 'up',
      migrations: 'applied',
      feed: 'off',
      roles: { api: 'started', feed: 'started', settlement: 'started', realtime: 'started' },
    })
  })

  it('names only the roles a process runs: a settlement worker reports settlement alone', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      FEED_ENABLED: 'false',
      ROLES: 'settlement',
      CENTRIFUGO_URL: 'http://127.0.0.1:9',
      CENTRIFUGO_API_KEY: 'k',
    })
    const worker = await buildApp({ config, db: app.testDb.db })
    expect((await getJson<Readiness>(worker, '/ready')).body.roles).toEqual({ settlement: 'starting' })
    worker.roles.started('settlement')
    const { status, body } = await getJson<Readiness>(worker, '/ready')
    expect(status).toBe(200)
    expect(body.roles).toEqual({ settlement: 'started' })
    await worker.close()
  })

  it('is not ready while the newest migration of this build is not applied', async () => {
    const pool = app.testDb.pool
    await pool.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    )
    const { status, body } = await getJson<Readiness>(app, '/ready')
    expect(status).toBe(503)
    expect(body).toMatchObject({ ready: false, database: 'up', migrations: 'pending' })
  })
})
