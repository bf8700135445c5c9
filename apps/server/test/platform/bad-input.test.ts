// Every Platform write answers bad bodies with a catalogue 4xx, never a 500, signed in or not.
import { describe, expect, it } from 'vitest'
import { Client, buildPlatform, signedUp } from './helpers.ts'

const app = await buildPlatform()
const P = '/api/platform'

const ROUTES: [string, string][] = [
  ['POST', '/users'],
  ['POST', '/users/sign_in'],
  ['POST', '/users/confirmation'],
  ['POST', '/users/password'],
  ['PUT', '/users/password'],
  ['POST', '/users/unlock'],
  ['PATCH', '/player/update_locale'],
  ['PATCH', '/player/missed_auth_fields'],
  ['POST', '/player/accounts'],
  ['POST', '/player/phone'],
  ['POST', '/player/phone/verify'],
  ['POST', '/dev/deposit'],
]

const BODIES: unknown[] = [
  [],
  'text',
  42,
  { user: null },
  { user: [] },
  { user: { email: 123, login: { $ne: 1 }, password: null } },
  { user: { email: 'a\u0000@b.test', login: 'a\u0000b', password: 'x\u0000yyyyyyyy' } },
  { user: { email: 'x'.repeat(10_000) + '@b.test', login: 'é'.repeat(300), password: 'p'.repeat(10_000) } },
  {
    currency: 'E\u0000R',
    amount: 1e300,
    locale: null,
    phone: { number: '+1'.repeat(100), code: '12345678' },
  },
]

describe('bad input on platform writes', () => {
  it.each([false, true])('never 500 (signed in: %s)', async (signed) => {
    const c = new Client(app)
    if (signed) await signedUp(app, c)
    for (const [method, url] of ROUTES) {
      for (const payload of BODIES) {
        const res = await c.request({ method: method as 'POST', url: P + url, payload: payload as object })
        const what = `${method} ${url} ${JSON.stringify(payload).slice(0, 80)}`
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, what).toBeLessThan(500)
        expect(res.json().error.code, what).toEqual(expect.any(String))
      }
    }
    for (const url of [
      '/users/confirmation?confirmation_token=%00',
      '/users/unlock?unlock_token[]=x',
      '/users/unlock',
    ]) {
      const res = await c.get(P + url)
      expect(res.statusCode, url).toBe(400)
    }
  })
})
