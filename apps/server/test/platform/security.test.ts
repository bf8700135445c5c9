// Account security: password reset, session timeouts and replacement, Secure cookies behind the proxy,
// CSRF, rate limits, and the realtime channel authorization. The sign-in throttle: sign-in-throttle.test.ts.
import { describe, expect, it } from 'vitest'
import {
  RATE_LIMITS,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '../../src/modules/accounts/constants.ts'
import { Client, buildPlatform, outbox, signUpBody, signedUp, tokenIn } from './helpers.ts'

const app = await buildPlatform()
const P = '/api/platform'
const MIN = 60_000

const signIn = (c: Client, login: string, password: string) =>
  c.post(`${P}/users/sign_in`, { user: { login, password } })

describe('password reset', () => {
  it('emails a link, sets the password, ends other sessions and signs in', async () => {
    const old = new Client(app)
    const u = await signedUp(app, old)
    const res = await new Client(app).post(`${P}/users/password`, { user: { email: u.email } })
    const unknown = await new Client(app).post(`${P}/users/password`, { user: { email: 'who@example.test' } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(unknown.body)
    const token = await tokenIn(app, u.email, 'reset_password_token')
    expect((await outbox(app)).find((m) => m.to === u.email)!.links[0]).toContain(
      '/sports/users/password/edit?',
    )

    const c = new Client(app)
    const mismatch = await c.put(`${P}/users/password`, {
      user: { reset_password_token: token, password: 'new password 1', password_confirmation: 'other' },
    })
    expect(mismatch.json().error.issues[0].path).toBe('user.password_confirmation')
    const done = await c.put(`${P}/users/password`, {
      user: {
        reset_password_token: token,
        password: 'new password 1',
        password_confirmation: 'new password 1',
      },
    })
    expect(done.statusCode).toBe(200)
    expect((await c.get(`${P}/player`)).statusCode).toBe(200)
    expect((await old.get(`${P}/player`)).statusCode).toBe(401)
    expect((await signIn(new Client(app), u.email, u.password)).statusCode).toBe(401)
    expect((await signIn(new Client(app), u.email, 'new password 1')).statusCode).toBe(200)
    const reuse = await new Client(app).put(`${P}/users/password`, {
      user: {
        reset_password_token: token,
        password: 'new password 2',
        password_confirmation: 'new password 2',
      },
    })
    expect(reuse.json().error.code).toBe('invalid_token')
  })

  it('expires reset links after 6 hours', async () => {
    const u = await signedUp(app, new Client(app))
    await new Client(app).post(`${P}/users/password`, { user: { email: u.email } })
    const token = await tokenIn(app, u.email, 'reset_password_token')
    app.clock.advance(6 * 60 * MIN + 1)
    const res = await new Client(app).put(`${P}/users/password`, {
      user: {
        reset_password_token: token,
        password: 'new password 1',
        password_confirmation: 'new password 1',
      },
    })
    expect(res.json().error.code).toBe('invalid_token')
  })

  it('resends confirmation only to unconfirmed accounts, answering the same either way', async () => {
    const body = signUpBody()
    await new Client(app).post(`${P}/users`, body)
    const a = await new Client(app).post(`${P}/users/confirmation`, { user: { email: body.user.email } })
    const b = await new Client(app).post(`${P}/users/confirmation`, {
      user: { email: 'nobody@example.test' },
    })
    expect(a.body).toBe(b.body)
    expect((await outbox(app)).filter((m) => m.to === body.user.email)).toHaveLength(2)
  })
})

describe('sessions', () => {
  it(`end after ${SESSION_IDLE_TIMEOUT_MS / MIN} idle minutes and slide with activity`, async () => {
    const c = new Client(app)
    await signedUp(app, c)
    app.clock.advance(SESSION_IDLE_TIMEOUT_MS - MIN)
    expect((await c.get(`${P}/player`)).statusCode).toBe(200)
    app.clock.advance(SESSION_IDLE_TIMEOUT_MS - MIN)
    expect((await c.get(`${P}/player`)).statusCode).toBe(200)
    app.clock.advance(SESSION_IDLE_TIMEOUT_MS)
    const res = await c.get(`${P}/player`)
    expect(res.statusCode).toBe(401)
    // The dead cookies are cleared.
    expect(c.cookies.has('sb_session')).toBe(false)
  })

  it(`end ${SESSION_ABSOLUTE_TIMEOUT_MS / 60 / MIN} hours after sign-in however active`, async () => {
    const c = new Client(app)
    await signedUp(app, c)
    const steps = SESSION_ABSOLUTE_TIMEOUT_MS / (20 * MIN)
    for (let i = 1; i < steps; i++) {
      app.clock.advance(20 * MIN)
      expect((await c.get(`${P}/player`)).statusCode).toBe(200)
    }
    app.clock.advance(20 * MIN)
    expect((await c.get(`${P}/player`)).statusCode).toBe(401)
  })

  it("signing in again replaces the browser's previous session", async () => {
    const c = new Client(app)
    const u = await signedUp(app, c)
    const before = new Map(c.cookies)
    expect((await signIn(c, u.email, u.password)).statusCode).toBe(200)
    expect(c.cookies.get('sb_session')).not.toBe(before.get('sb_session'))
    expect(c.cookies.get('sb_csrf')).not.toBe(before.get('sb_csrf'))
    const old = new Client(app)
    old.cookies = before
    expect((await old.get(`${P}/player`)).statusCode).toBe(401)
    expect((await c.get(`${P}/player`)).statusCode).toBe(200)
  })

  it('ignores a forged or oversized cookie', async () => {
    const c = new Client(app)
    c.cookies.set('sb_session', 'forged')
    expect((await c.get(`${P}/player`)).statusCode).toBe(401)
    c.cookies.set('sb_session', 'x'.repeat(5000))
    expect((await c.get(`${P}/player`)).statusCode).toBe(401)
  })
})

describe('cookies over https', () => {
  it('are Secure when the request came over https through the trusted proxy, and not over plain http', async () => {
    const email = `secure-${Math.random().toString(36).slice(2)}@example.test`
    const { insertPlayer } = await import('./helpers.ts')
    await insertPlayer(app, { email })
    const signIn = (proto: string) =>
      app.inject({
        method: 'POST',
        url: `${P}/users/sign_in`,
        payload: { user: { login: email, password: 'secret-password' } },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.50', 'x-forwarded-proto': proto },
      })
    const https = await signIn('https')
    expect(https.statusCode).toBe(200)
    const cookies = https.cookies as { name: string; secure?: boolean }[]
    expect(cookies.map((c) => [c.name, c.secure])).toEqual([
      ['sb_session', true],
      ['sb_csrf', true],
    ])
    const http = await signIn('http')
    expect((http.cookies as { secure?: boolean }[]).every((c) => !c.secure)).toBe(true)
  })
})

describe('CSRF', () => {
  it('refuses cookie-authenticated writes without the X-CSRF-Token header', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    const res = await c.request({
      method: 'PATCH',
      url: `${P}/player/update_locale`,
      payload: { locale: 'de' },
      csrf: false,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('csrf_failed')
    const wrong = await c.request({
      method: 'DELETE',
      url: `${P}/users/sign_out`,
      csrf: false,
      headers: { 'x-csrf-token': 'guess' },
    })
    expect(wrong.json().error.code).toBe('csrf_failed')
    expect((await c.get(`${P}/player`)).statusCode).toBe(200) // GET needs no token; the session lives
    expect((await c.patch(`${P}/player/update_locale`, { locale: 'de' })).json()).toEqual({ language: 'de' })
  })

  it("binds the token to the session: another session's token, even planted as the cookie, is refused", async () => {
    const a = new Client(app)
    await signedUp(app, a)
    const b = new Client(app)
    await signedUp(app, b)
    const tokenOfA = a.cookies.get('sb_csrf')!
    expect(tokenOfA).not.toBe(b.cookies.get('sb_csrf'))
    // An attacker who can write cookies (a sibling subdomain) plants its own token for B.
    b.cookies.set('sb_csrf', tokenOfA)
    const res = await b.patch(`${P}/player/update_locale`, { locale: 'de' })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('csrf_failed')
    expect((await a.patch(`${P}/player/update_locale`, { locale: 'de' })).statusCode).toBe(200)
  })

  it('refuses writes from a foreign origin, and cross-site writes without Origin', async () => {
    /** The error code of a sign-in with wrong credentials sent with these headers. */
    const signInFrom = async (headers: Record<string, string>) =>
      (
        await new Client(app).request({
          method: 'POST',
          url: `${P}/users/sign_in`,
          payload: { user: { login: 'a@b.test', password: 'x' } },
          headers,
        })
      ).json().error.code
    expect(await signInFrom({ origin: 'https://evil.test' })).toBe('csrf_failed')
    expect(await signInFrom({ 'sec-fetch-site': 'cross-site' })).toBe('csrf_failed')
    expect(await signInFrom({ origin: 'http://web.test', 'sec-fetch-site': 'same-site' })).toBe(
      'invalid_credentials',
    )
    // Outside production any loopback page may write (the web app on another port in e2e).
    expect(await signInFrom({ origin: 'http://localhost:3999' })).toBe('invalid_credentials')
    // A brand's development host (lumen.localhost, RFC 6761: always loopback) too; a lookalike not.
    expect(await signInFrom({ origin: 'http://lumen.localhost:3000' })).toBe('invalid_credentials')
    expect(await signInFrom({ origin: 'http://localhost.evil.test' })).toBe('csrf_failed')
  })
})

describe('rate limits', () => {
  it('counts sign-ins per bettor behind the web proxy, believes only the proxy, and says when to retry', async () => {
    // The web server (loopback) forwards each bettor's address in X-Forwarded-For.
    const viaProxy = (bettor: string, i: number, xff = bettor) =>
      app.inject({
        method: 'POST',
        url: `${P}/users/sign_in`,
        payload: { user: { login: `ip-budget-${bettor}-${i}@example.test`, password: 'guess guess' } },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': xff },
      })
    for (let i = 0; i < RATE_LIMITS.signInPerIp.max; i++)
      expect((await viaProxy('203.0.113.7', i)).statusCode).toBe(401)
    const blocked = await viaProxy('203.0.113.7', 99)
    expect(blocked.statusCode).toBe(429)
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.signInPerIp.windowMs / 1000)
    // Everyone else behind the same proxy keeps their own budget…
    expect((await viaProxy('198.51.100.20', 0)).statusCode).toBe(401)
    // …and the attacker cannot escape by adding a forged address of its own in front.
    expect((await viaProxy('203.0.113.7', 100, '192.0.2.1, 203.0.113.7')).statusCode).toBe(429)
    // A client that is not the proxy cannot pick its address with the header.
    const direct = (i: number) =>
      app.inject({
        method: 'POST',
        url: `${P}/users/sign_in`,
        payload: { user: { login: `direct-${i}@example.test`, password: 'guess guess' } },
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      })
    expect((await direct(1)).statusCode).toBe(429)
  })

  it(`allows ${RATE_LIMITS.signUpPerIp.max} sign-ups per address per window`, async () => {
    const c = new Client(app)
    for (let i = 0; i < RATE_LIMITS.signUpPerIp.max; i++) {
      expect((await c.post(`${P}/users`, signUpBody({ country: 'US' }))).statusCode).toBe(403)
    }
    expect((await c.post(`${P}/users`, signUpBody())).json().error.code).toBe('rate_limited')
    expect((await new Client(app).post(`${P}/users`, signUpBody())).statusCode).toBe(201)
  })

  it(`caps emails to one address at ${RATE_LIMITS.emailPerAddress.max} per hour`, async () => {
    const email = 'flood@example.test'
    for (let i = 0; i < RATE_LIMITS.emailPerAddress.max; i++) {
      expect((await new Client(app).post(`${P}/users/password`, { user: { email } })).statusCode).toBe(200)
    }
    expect((await new Client(app).post(`${P}/users/password`, { user: { email } })).statusCode).toBe(429)
  })
})

describe('realtime', () => {
  it('authorizes the signed-in player for their own private channel only', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    const id = (await c.get(`${P}/player`)).json().id
    const res = await c.post('/api/sportsbook/websocket/authorize', {
      channels: [`$private:en:${id}`, `$private:en:${id + 1}`],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().channels.map((x: { channel: string }) => x.channel)).toEqual([`$private:en:${id}`])
    expect(
      (await new Client(app).post('/api/sportsbook/websocket/authorize', { channels: [] })).statusCode,
    ).toBe(401)
  })
})
