// Rate limits are shared by every API process (ADR 038): with two replicas behind a balancer, a client
// gets the one budget, not one per replica, and a window that ended starts again.
import { describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../src/modules/accounts/constants.ts'
import { buildApp } from '../../src/app.ts'
import { createDb, createPool } from '../../src/db/client.ts'
import { buildPlatform, platformConfig } from './helpers.ts'
import { afterAll } from 'vitest'

const a = await buildPlatform()
const pool = createPool(a.testDb.url)
pool.on('error', () => undefined)
const b = await buildApp({ config: platformConfig, db: createDb(pool), now: a.clock.now })
afterAll(async () => {
  await b.close()
  await pool.end()
})

const P = '/api/platform'
const signIn = (app: typeof a | typeof b, i: number) =>
  app.inject({
    method: 'POST',
    url: `${P}/users/sign_in`,
    payload: { user: { login: `nobody-${i}@example.test`, password: 'guess guess' } },
    remoteAddress: '203.0.113.99',
  })

describe('rate limits across API processes', () => {
  it(`one address gets ${RATE_LIMITS.signInPerIp.max} sign-in attempts in all, whichever replica answers`, async () => {
    const max = RATE_LIMITS.signInPerIp.max
    for (let i = 0; i < max; i++) expect((await signIn(i % 2 === 0 ? a : b, i)).statusCode).toBe(401)
    expect((await signIn(a, max)).statusCode).toBe(429)
    expect((await signIn(b, max + 1)).statusCode).toBe(429)
    // The window ends for both.
    a.clock.advance(RATE_LIMITS.signInPerIp.windowMs)
    expect((await signIn(b, max + 2)).statusCode).toBe(401)
  })
})
