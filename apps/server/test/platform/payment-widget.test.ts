// The stand-in payment widget (/spi/main.js) and its provider endpoint: development only, and a
// widget deposit credits the ledger once however often the same attempt is sent.
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/env.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { createTestDb } from '../helpers/test-db.ts'
import { buildPlatform, Client, platformConfig, signedUp, type TestApp } from './helpers.ts'

const app = await buildPlatform()
const SESSION = '/api/platform/payments/widget-session'

async function player() {
  const c = new Client(app)
  await signedUp(app, c)
  const id = (await c.get('/api/platform/player')).json().id as number
  const session = await c.post(SESSION)
  expect(session.statusCode).toBe(200)
  return { c, id, token: session.json().token as string }
}

const pay = (token: string, amount: number, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/spi/deposits',
    headers: { origin: 'http://web.test' },
    payload: { token, payment_id: randomUUID(), currency: 'EUR', amount, ...extra },
  })

const balance = async (c: Client) =>
  (await c.get('/api/platform/player/accounts')).json()[0].balance.value as number

describe('GET /spi/main.js with the dev tools', () => {
  it('serves the widget script that defines window.SPI', async () => {
    const res = await app.inject({ method: 'GET', url: '/spi/main.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(res.body).toContain('SPI')
    expect(res.body).toContain('/spi/deposits')
    // Built from DOM nodes only: the provider never parses markup.
    expect(res.body).not.toMatch(/innerHTML|insertAdjacentHTML|document\.write/)
  })
})

describe('the widget deposit', () => {
  it('needs a signed-in player for its session token', async () => {
    const res = await new Client(app).post(SESSION)
    expect(res.statusCode).toBe(401)
  })

  it('credits exactly once for one payment id, however often and however concurrently it is sent', async () => {
    const { c, id, token } = await player()
    const publish = vi.spyOn(app.realtime.publisher, 'publish')
    const body = { token, payment_id: randomUUID(), currency: 'EUR', amount: 2_500 }
    const send = () => app.inject({ method: 'POST', url: '/spi/deposits', payload: body })
    const answers = await Promise.all([send(), send(), send()])
    const again = await send()
    for (const res of [...answers, again]) {
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        status: 'success',
        amount: { value: 2_500, currency: 'EUR', subunits: 2 },
        balance: { value: 2_500, currency: 'EUR', subunits: 2 },
      })
    }
    expect(await balance(c)).toBe(2_500)
    // One ledger entry: the sum of the ledger is the balance.
    expect(await ledgerDrift(app.testDb.db, id)).toEqual([{ currency: 'EUR', balance: 2_500, ledger: 2_500 }])
    const sent = (type: string) =>
      publish.mock.calls.filter(
        ([ch, data]) => ch === `$private:en:${id}` && (data as { type: string }).type === type,
      )
    expect(sent('balance_changed')).toHaveLength(1)
    // One notification too, pushed once the deposit has committed.
    await vi.waitFor(() => expect(sent('unread_counters_changed')).toHaveLength(1))
    expect(sent('notification')).toHaveLength(1)
    expect(sent('notification')[0]![1]).toMatchObject({
      notification: { type: 'deposit_credited', payload: { amount: { value: 2_500 } }, read: false },
    })
    publish.mockRestore()
    // A new attempt is a new deposit.
    expect((await pay(token, 500)).json().balance.value).toBe(3_000)
    expect(await balance(c)).toBe(3_000)
  })

  it('declines 666, leaves 777 pending and honours a QA test status, crediting none of them', async () => {
    const { c, token } = await player()
    expect((await pay(token, 66_600)).json()).toEqual({
      status: 'error',
      amount: { value: 66_600, currency: 'EUR', subunits: 2 },
    })
    expect((await pay(token, 77_700)).json().status).toBe('pending')
    expect((await pay(token, 1_000, { test_status: 'pending' })).json().status).toBe('pending')
    expect((await pay(token, 1_000, { test_status: 'error' })).json().status).toBe('error')
    expect(await balance(c)).toBe(0)
    expect((await pay(token, 66_601)).json().status).toBe('success')
  })

  it('refuses an unknown or expired token with 401, readable by the widget on another origin', async () => {
    const unknown = await pay('x'.repeat(32), 1_000)
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().error.code).toBe('unauthorized')
    expect(unknown.headers['access-control-allow-origin']).toBe('*')
    const { c, token } = await player()
    app.clock.advance(16 * 60_000)
    expect((await pay(token, 1_000)).statusCode).toBe(401)
    expect(await balance(c)).toBe(0)
  })

  it('answers the preflight and refuses bad bodies with 400', async () => {
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/spi/deposits',
      headers: { origin: 'http://web.test' },
    })
    expect(pre.statusCode).toBe(204)
    expect(pre.headers['access-control-allow-origin']).toBe('*')
    expect(pre.headers['access-control-allow-headers']).toBe('content-type')
    const { token } = await player()
    for (const bad of [{ amount: 0 }, { amount: 1.5 }, { currency: 'XXX' }, { payment_id: 'nope' }]) {
      const res = await pay(token, 100, bad)
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(res.json().error.code).toBe('invalid_params')
    }
  })
})

describe('without the dev tools', () => {
  const off = async (config: typeof platformConfig) => {
    const testDb = await createTestDb()
    const a = await buildApp({ config, db: testDb.db })
    afterAll(() => a.close())
    return a as unknown as TestApp
  }

  it.each([
    ['by default', loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FEED_ENABLED: 'false' })],
    // Even if DEV_TOOLS slipped through, production never serves the stand-in.
    ['in production', { ...platformConfig, nodeEnv: 'production' as const }],
  ])('has no widget, session or provider endpoint %s', async (_, config) => {
    const a = await off(config)
    expect((await a.inject({ method: 'GET', url: '/spi/main.js' })).statusCode).toBe(404)
    expect((await a.inject({ method: 'POST', url: '/spi/deposits', payload: {} })).statusCode).toBe(404)
    expect((await a.inject({ method: 'POST', url: SESSION, payload: {} })).statusCode).toBe(404)
  })
})
