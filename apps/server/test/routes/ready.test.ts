// GET /ready (issue #32): a load balancer sends traffic only to a process whose database answers,
// whose migrations are all applied and whose feed (where it runs one) has started.
import type { Readiness } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { build, getJson } from '../helpers/build-app.ts'

const app = await build({ fixtures: false })

describe('GET /ready', () => {
  it('is ready with the database up, every migration applied and no feed in this process', async () => {
    const { status, body } = await getJson<Readiness>(app, '/ready')
    expect(status).toBe(200)
    expect(body).toEqual({ ready: true, database: 'up', migrations: 'applied', feed: 'off' })
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
