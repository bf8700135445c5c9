// `build()` for route tests: a fresh database with the fixture catalog and an app for `inject`,
// closed after the file's tests. Call it at the top level of a test file.
import type { FastifyInstance } from 'fastify'
import { afterAll } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/env.ts'
import { insertFixtures } from './fixtures.ts'
import { createTestDb, type TestDb } from './test-db.ts'

export const testConfig = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  FEED_ENABLED: 'false',
  DEV_TOOLS: 'true',
})

export async function build(
  opts: { fixtures?: boolean } = {},
): Promise<FastifyInstance & { testDb: TestDb }> {
  const testDb = await createTestDb()
  if (opts.fixtures !== false) await insertFixtures(testDb.db)
  const app = await buildApp({ config: testConfig, db: testDb.db })
  afterAll(() => app.close())
  return Object.assign(app, { testDb })
}

/** GETs a URL and returns status and parsed JSON body. */
export async function getJson<T = unknown>(
  app: FastifyInstance,
  url: string,
): Promise<{ status: number; body: T }> {
  const res = await app.inject({ method: 'GET', url })
  return { status: res.statusCode, body: res.json<T>() }
}
