// Several API processes start together on one empty database (deploy/: two api replicas and the feed):
// each applies the migrations at start, and they must not trip over each other.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, expect, inject, it } from 'vitest'
import { createDb, createPool, MIGRATIONS_DIR, migrateDb } from '../src/db/client.ts'
import { withDatabase } from './helpers/global-setup.ts'

const PROCESSES = 3

it('applies every migration once when several processes migrate one empty database at the same time', async () => {
  const adminUrl = inject('pgAdminUrl')
  const name = `m_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const pools = Array.from({ length: PROCESSES }, () => createPool(withDatabase(adminUrl, name)))
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()))
    const c = new pg.Client({ connectionString: adminUrl })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await c.end()
  })

  const results = await Promise.allSettled(pools.map((p) => migrateDb(createDb(p))))
  expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(
    Array(PROCESSES).fill('ok'),
  )
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
  const applied = await pools[0]!.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  )
  expect(applied.rows[0]?.n).toBe(journal.entries.length)
})
