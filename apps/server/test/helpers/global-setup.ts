// Vitest global setup: one PostgreSQL server for the whole run (DATABASE_URL, or an embedded one
// in a temporary directory), and a migrated template database that each test file clones.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { createDb, migrateDb } from '../../src/db/client.ts'
import { freePort, startEmbeddedPostgres, type EmbeddedPg } from '../../src/db/embedded.ts'

export const TEMPLATE_DB = 'sportsbook_test_template'

let embedded: EmbeddedPg | undefined
let tmp: string | undefined

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
  if (!adminUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-pg-'))
    fs.chmodSync(tmp, 0o777)
    embedded = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'data'), port: await freePort() })
    adminUrl = embedded.url
  }
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`)
  await admin.end()
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, TEMPLATE_DB), max: 1 })
  await migrateDb(createDb(pool))
  await pool.end()
  project.provide('pgAdminUrl', adminUrl)

  return async () => {
    await embedded?.stop()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string
  }
}
