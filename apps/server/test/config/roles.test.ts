// ROLES (ADR 038): every role by default (npm start as before); a process runs only what its roles
// name, and one without the API answers only its probes and metrics (and the hub's paths as realtime).
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { ConfigError, loadConfig } from '../../src/config/env.ts'
import { insertFixtures } from '../helpers/fixtures.ts'
import { createTestDb } from '../helpers/test-db.ts'

const CENTRIFUGO = { CENTRIFUGO_URL: 'http://127.0.0.1:9', CENTRIFUGO_API_KEY: 'k'.repeat(20) }

describe('ROLES', () => {
  it('runs every role by default and parses a list', () => {
    expect([...loadConfig({}).roles].sort()).toEqual(['api', 'feed', 'realtime', 'settlement'])
    expect([...loadConfig({ ROLES: 'api,feed', ...CENTRIFUGO }).roles]).toEqual(['api', 'feed'])
  })

  it('refuses an unknown role, and a process without realtime that has nowhere to publish', () => {
    expect(() => loadConfig({ ROLES: 'api,web' })).toThrow(/ROLES="api,web": comma separated roles/)
    expect(() => loadConfig({ ROLES: 'settlement' })).toThrow(ConfigError)
    expect(() => loadConfig({ ROLES: 'settlement' })).toThrow(/CENTRIFUGO_URL.*realtime role/)
  })

  it('a worker answers its probes and metrics, and 404 for the API; the realtime role serves the hub', async () => {
    const { db } = await createTestDb()
    await insertFixtures(db)
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', FEED_ENABLED: 'false' }
    const worker = await buildApp({ config: loadConfig({ ...base, ROLES: 'settlement', ...CENTRIFUGO }), db })
    const hub = await buildApp({ config: loadConfig({ ...base, ROLES: 'realtime' }), db })
    const api = await buildApp({ config: loadConfig({ ...base, ROLES: 'api', ...CENTRIFUGO }), db })
    afterAll(() => Promise.all([worker.close(), hub.close(), api.close()]))
    const status = async (app: typeof worker, url: string, method: 'GET' | 'POST' = 'GET') =>
      (await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode
    expect(await status(worker, '/health')).toBe(200)
    expect(await status(worker, '/metrics')).toBe(200)
    expect(await status(worker, '/api/sportsbook/sports')).toBe(404)
    expect(await status(worker, '/api/publish', 'POST')).toBe(404)
    expect(await status(hub, '/api/sportsbook/sports')).toBe(404)
    expect(await status(hub, '/api/publish', 'POST')).toBe(401) // the hub's HTTP API, behind its key
    expect(await status(api, '/api/sportsbook/sports')).toBe(200)
    expect(await status(api, '/api/publish', 'POST')).toBe(404) // no hub here: it publishes to Centrifugo
  })
})
