// The server reports its own unexpected errors with the Sentry Node SDK to SENTRY_DSN: here the app's
// own development envelope endpoint, as under `npm start`. A 5xx arrives with method, route template
// and request id, and without cookies, credentials or the body; a catalogue 4xx sends nothing.
import { randomUUID } from 'node:crypto'
import net from 'node:net'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { connectFeedToBetting } from '../../src/modules/betting/index.ts'
import { loadConfig } from '../../src/config/env.ts'
import { createTestDb } from '../helpers/test-db.ts'

interface Report {
  type: string
  event: { tags?: Record<string, string>; exception?: { values?: { type?: string; value?: string }[] } }
}

async function freePort(): Promise<number> {
  const srv = net.createServer()
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve))
  const { port } = srv.address() as net.AddressInfo
  await new Promise((resolve) => srv.close(resolve))
  return port
}

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const testDb = await createTestDb()
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  FEED_ENABLED: 'false',
  DEV_TOOLS: 'true',
  SENTRY_DSN: `http://dev@127.0.0.1:${port}/api/dev/errors/1`,
})
const app = await buildApp({ config, db: testDb.db })
// Test-only routes: an unexpected failure with an id in the URL.
// (The message comes from a header: the SDK drops an event identical to the one before it.)
app.post('/api/test/boom/:id', async (req) => {
  throw new Error(String(req.headers['x-boom']))
})
await app.listen({ port, host: '127.0.0.1' })
afterAll(() => app.close())

// Random, so the stack's source lines (ContextLines) cannot contain them either.
const [cookie, bearer, password, csrf] = [1, 2, 3, 4].map(() => randomUUID()) as [string, string, string, string]
const ID = 900_000 + Math.floor(Math.random() * 99_999)

async function reports(): Promise<Report[]> {
  const res = await fetch(`${base}/api/dev/errors`)
  return ((await res.json()) as { reports: Report[] }).reports.filter((r) => r.type === 'event')
}

async function waitForReports(count: number): Promise<Report[]> {
  const until = Date.now() + 10_000
  for (;;) {
    const list = await reports()
    if (list.length >= count || Date.now() > until) return list
    await new Promise((r) => setTimeout(r, 50))
  }
}

async function boom(id: number, message: string) {
  return fetch(`${base}/api/test/boom/${id}?token=${csrf}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `session=${cookie}`,
      authorization: `Bearer ${bearer}`,
      'x-csrf-token': csrf,
      'x-boom': message,
    },
    body: JSON.stringify({ user: { login: `${password}@example.test`, password } }),
  })
}

beforeEach(async () => {
  await fetch(`${base}/api/dev/errors`, { method: 'DELETE' })
})

describe('server error reports', () => {
  it('reports a 5xx route error with method, route template and request id, without credentials or body', async () => {
    const res = await boom(ID, 'kaboom in a route')
    expect(res.status).toBe(500)
    const [report] = await waitForReports(1)
    expect(report, 'the event reached the envelope endpoint').toBeDefined()
    const { event } = report!
    expect(event.exception?.values?.[0]?.value).toBe('kaboom in a route')
    expect(event.tags).toMatchObject({ kind: 'request', method: 'POST', route: '/api/test/boom/:id' })
    expect(event.tags?.request_id).toMatch(/\S/)
    const text = JSON.stringify(event)
    expect(text, 'the route template, not the raw URL').not.toContain(String(ID))
    for (const secret of [cookie, bearer, password, csrf]) expect(text).not.toContain(secret)
  })

  it('sends nothing for catalogue 4xx answers', async () => {
    const bad = await fetch(`${base}/api/platform/users/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"user":',
    })
    expect(bad.status).toBe(400)
    const invalid = await fetch(`${base}/api/platform/users/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { login: 42 } }),
    })
    expect(invalid.status).toBeGreaterThanOrEqual(400)
    expect(invalid.status).toBeLessThan(500)
    expect((await fetch(`${base}/api/sportsbook/nowhere`)).status).toBe(404)
    // A 5xx afterwards is the marker: once it has arrived, anything the 4xx sent would have too.
    await boom(1, 'marker after the 4xx')
    const list = await waitForReports(1)
    await new Promise((r) => setTimeout(r, 300))
    expect((await reports()).map((r) => r.event.tags?.route)).toEqual(['/api/test/boom/:id'])
    expect(list).toHaveLength(1)
  })

  it('reports a crash of settlement after a feed tick, tagged with its area', async () => {
    type Listener = Parameters<Parameters<typeof connectFeedToBetting>[1]['onChange']>[0]
    let emit: Listener = () => {}
    const stop = connectFeedToBetting(app, { onChange: (l) => ((emit = l), () => {}) })
    // A match id PostgreSQL cannot hold makes the settlement query fail, as a broken database would.
    emit([{ type: 'match_status_changed', matchId: 2 ** 40 }])
    const [report] = await waitForReports(1)
    stop()
    expect(report?.event.tags).toMatchObject({ kind: 'background', area: 'settlement' })
  })
})
