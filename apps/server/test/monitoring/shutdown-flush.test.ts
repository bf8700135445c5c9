// A report queued when the server is told to stop (SIGTERM → app.close()) still goes out: closing
// the app flushes the SDK's queue, for at most a couple of seconds.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/env.ts'
import { createTestDb } from '../helpers/test-db.ts'

const bodies: string[] = []
const capture = http.createServer((req, res) => {
  let body = ''
  req.on('data', (chunk: Buffer) => (body += chunk.toString()))
  req.on('end', () => {
    bodies.push(body)
    res.end('{}')
  })
})
await new Promise<void>((resolve) => capture.listen(0, '127.0.0.1', resolve))
afterAll(() => new Promise((resolve) => capture.close(resolve)))
const { port } = capture.address() as AddressInfo

describe('shutdown', () => {
  it('sends the queued error report before the app has closed', async () => {
    const testDb = await createTestDb()
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      FEED_ENABLED: 'false',
      SENTRY_DSN: `http://key@127.0.0.1:${port}/7`,
    })
    const app = await buildApp({ config, db: testDb.db })
    app.get('/api/test/fails-on-shutdown', async () => {
      throw new Error('failed just before shutdown')
    })
    expect((await app.inject({ url: '/api/test/fails-on-shutdown' })).statusCode).toBe(500)
    const started = Date.now()
    await app.close()
    expect(Date.now() - started).toBeLessThan(5000)
    expect(bodies.some((b) => b.includes('failed just before shutdown'))).toBe(true)
  })
})
