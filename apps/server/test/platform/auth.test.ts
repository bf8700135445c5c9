import { describe, expect, it } from 'vitest'
import { Client, buildPlatform, insertPlayer, outbox, signUpBody, signedUp, tokenIn } from './helpers.ts'

const app = await buildPlatform()
const P = '/api/platform'
const outboxOf = () => outbox(app)

describe('sign up', () => {
  it('creates an unconfirmed player with an account and emails a confirmation link to the web app', async () => {
    const c = new Client(app)
    const body = signUpBody({ email: 'Mixed.Case@Example.test' })
    const res = await c.post(`${P}/users`, body)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ status: 'accepted' })
    expect(c.cookies.has('sb_session')).toBe(false)
    const mail = (await outboxOf()).find((m) => m.to === 'mixed.case@example.test')!
    expect(mail.links[0]).toMatch(
      /^http:\/\/web\.test\/sports\/users\/confirmation\?confirmation_token=[\w-]{43}$/,
    )
    // Unconfirmed: the right password is refused with unconfirmed_account.
    const signIn = await c.post(`${P}/users/sign_in`, {
      user: { login: 'mixed.case@example.test', password: body.user.password },
    })
    expect(signIn.statusCode).toBe(401)
    expect(signIn.json().error.code).toBe('unconfirmed_account')
  })

  it('confirmation signs in; the token is single-use', async () => {
    const c = new Client(app)
    const body = signUpBody()
    await c.post(`${P}/users`, body)
    const token = await tokenIn(app, body.user.email, 'confirmation_token')
    const res = await c.get(`${P}/users/confirmation?confirmation_token=${token}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ email: body.user.email, currency: 'EUR', country: 'DE' })
    const session = res.cookies.find((x) => x.name === 'sb_session')!
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(Buffer.from(session.value, 'base64url').length).toBeGreaterThanOrEqual(16)
    expect(res.cookies.find((x) => x.name === 'sb_csrf')?.httpOnly).not.toBe(true)
    expect((await c.get(`${P}/player`)).json()).toMatchObject({
      email: body.user.email,
      auth_fields_missed: ['first_name', 'last_name'],
    })
    const again = await c.get(`${P}/users/confirmation?confirmation_token=${token}`)
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('invalid_token')
  })

  it('answers a taken email exactly like a new one, and tells the owner instead', async () => {
    const c = new Client(app)
    const first = signUpBody()
    await c.post(`${P}/users`, first)
    const res = await c.post(`${P}/users`, signUpBody({ email: first.user.email }))
    expect(res.statusCode).toBe(201)
    expect(res.body).toBe((await c.post(`${P}/users`, signUpBody())).body)
    expect((await outboxOf()).filter((m) => m.to === first.user.email).map((m) => m.subject)).toEqual([
      'You already have an account',
      'Confirm your account',
    ])
  })

  it('signs up with a phone number, the confirmation link goes by SMS', async () => {
    const c = new Client(app)
    const res = await c.post(`${P}/users`, signUpBody({ email: undefined, phone: '+49 151 1234 5678' }))
    expect(res.statusCode).toBe(201)
    expect(await tokenIn(app, '+4915112345678', 'confirmation_token')).toMatch(/^[\w-]{43}$/)
  })

  it('refuses a blocked country with blocked_country', async () => {
    const res = await new Client(app).post(`${P}/users`, signUpBody({ country: 'us' }))
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toMatchObject({ code: 'blocked_country' })
  })

  it.each([
    [{ email: 'not-an-email' }, 'user.email'],
    [{ password: 'short' }, 'user.password'],
    [{ currency: 'XXX' }, 'user.currency'],
    [{ country: 'Germany' }, 'user.country'],
    [{ terms_accepted: false }, 'user.terms_accepted'],
    [{ email: undefined }, 'user.email'],
    [{ email: undefined, phone: '12345' }, 'user.phone'],
  ])('invalid %j → invalid_params at %s', async (over, path) => {
    const res = await new Client(app).post(`${P}/users`, signUpBody(over))
    expect(res.statusCode).toBe(400)
    const { error } = res.json()
    expect(error.code).toBe('invalid_params')
    expect(error.issues.map((i: { path: string }) => i.path)).toContain(path)
  })
})

describe('sign up races', () => {
  it('two sign-ups with one email at once make one account and two equal answers', async () => {
    const body = signUpBody()
    const [a, b] = await Promise.all([
      new Client(app).post(`${P}/users`, body),
      new Client(app).post(`${P}/users`, body),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    expect(a.body).toBe(b.body)
    const { rows } = await app.testDb.pool.query('select count(*)::int n from users where email = $1', [
      body.user.email,
    ])
    expect(rows[0].n).toBe(1)
  })
})

describe('sign in and out', () => {
  it('refuses a player whose stored country is blocked, once the password is right', async () => {
    await insertPlayer(app, { email: 'moved@example.test', country: 'FR' })
    const res = await new Client(app).post(`${P}/users/sign_in`, {
      user: { login: 'moved@example.test', password: 'secret-password' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('blocked_country')
  })

  it('signs in by email, reads the player, signs out', async () => {
    const c = new Client(app)
    const u = await signedUp(app, c)
    const b = new Client(app)
    const res = await b.post(`${P}/users/sign_in`, {
      user: { login: u.email.toUpperCase(), password: u.password },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ email: u.email, language: 'en', statuses: [] })
    expect((await b.get(`${P}/player`)).statusCode).toBe(200)
    expect((await b.delete(`${P}/users/sign_out`)).statusCode).toBe(204)
    expect(b.cookies.has('sb_session')).toBe(false)
    const after = await b.get(`${P}/player`)
    expect(after.statusCode).toBe(401)
    expect(after.json().error.code).toBe('unauthorized')
  })

  it('the old cookie is dead after sign-out', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    const stolen = new Map(c.cookies)
    await c.delete(`${P}/users/sign_out`)
    const thief = new Client(app)
    thief.cookies = stolen
    expect((await thief.get(`${P}/player`)).statusCode).toBe(401)
  })

  it('unknown login and wrong password give the same answer', async () => {
    const c = new Client(app)
    const u = await signedUp(app, c)
    const wrong = await new Client(app).post(`${P}/users/sign_in`, {
      user: { login: u.email, password: 'wrong password' },
    })
    const unknown = await new Client(app).post(`${P}/users/sign_in`, {
      user: { login: 'nobody@example.test', password: 'wrong password' },
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.body).toBe(unknown.body)
    expect(wrong.json().error.code).toBe('invalid_credentials')
  })

  it('a missing body field is invalid_params with its path', async () => {
    const res = await new Client(app).post(`${P}/users/sign_in`, { user: { login: 'a@b.test' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.issues[0].path).toBe('user.password')
  })
})
