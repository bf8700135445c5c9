// Each test file gets its own fresh database, cloned from the migrated template (fast: a file copy).
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { createDb, createPool, type Db } from '../../src/db/client.ts'
import { TEMPLATE_DB, withDatabase } from './global-setup.ts'

export interface TestDb {
  db: Db
  pool: pg.Pool
  url: string
}

/** Creates a database for the calling test file and drops it after the file's tests. */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = inject('pgAdminUrl')
  const name = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`)
  await admin.end()
  const url = withDatabase(adminUrl, name)
  const pool = createPool(url)
  // Dropping the database WITH (FORCE) terminates idle pooled connections (57P01); that is expected here.
  pool.on('error', () => {})
  afterAll(async () => {
    await pool.end()
    const c = new pg.Client({ connectionString: adminUrl })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await c.end()
  })
  return { db: createDb(pool), pool, url }
}
