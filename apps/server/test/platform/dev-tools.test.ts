// The development outbox (every player's confirmation, reset and unlock links), the free dev deposit
// the provider and score switches and the scenario simulator exist only with DEV_TOOLS=true, which `npm start` sets; by default they are not there.
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/env.ts'
import { createTestDb } from '../helpers/test-db.ts'
import { Client, insertPlayer, testClock, type TestApp } from './helpers.ts'

const testDb = await createTestDb()
const clock = testClock()
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FEED_ENABLED: 'false' })
const app = Object.assign(await buildApp({ config, db: testDb.db, now: clock.now }), {
  testDb,
  clock,
}) as TestApp
afterAll(() => app.close())

describe('development tools by default', () => {
  it('has no outbox and no dev deposit', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox.json' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404)
    const email = 'dev-tools@example.test'
    await insertPlayer(app, { email })
    const c = new Client(app)
    await c.post('/api/platform/users/sign_in', { user: { login: email, password: 'secret-password' } })
    const deposit = await c.post('/api/platform/dev/deposit', { currency: 'EUR', amount: 10_000 })
    expect(deposit.statusCode).toBe(404)
  })

  it('has no provider switch', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/dev/providers/oddin',
      payload: { active: true },
    })
    expect(res.statusCode).toBe(404)
  })

  it('has no score switch', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/dev/matches/1/score',
      payload: { home: 2, away: 0 },
    })
    expect(res.statusCode).toBe(404)
  })

  it('has no scenario simulator', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dev/scenarios' })).statusCode).toBe(404)
    const run = await app.inject({ method: 'POST', url: '/api/dev/scenarios/two-goal-lead/run', payload: {} })
    expect(run.statusCode).toBe(404)
  })
})
