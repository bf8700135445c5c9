// Links and codes that sign a player in obey sign-in's country rule: a player whose stored country
// is blocked gets the confirmation or new password, but no session, and `blocked_country`.
import { describe, expect, it } from 'vitest'
import { Client, buildPlatform, insertPlayer, outbox, signUpBody, tokenIn } from './helpers.ts'

const app = await buildPlatform()
const P = '/api/platform'
const moveTo = (id: number, country: string) =>
  app.testDb.pool.query('update users set country = $2 where id = $1', [id, country])
const sessionsOf = async (id: number) =>
  (await app.testDb.pool.query('select count(*)::int n from sessions where user_id = $1', [id])).rows[0].n
const signIn = (login: string, password: string) =>
  new Client(app).post(`${P}/users/sign_in`, { user: { login, password } })

describe('sign-in by link or code from a blocked country', () => {
  it('confirmation: the account is confirmed, no session opens', async () => {
    const c = new Client(app)
    const body = signUpBody()
    await c.post(`${P}/users`, body)
    const { rows } = await app.testDb.pool.query('select id from users where email = $1', [body.user.email])
    await moveTo(rows[0].id, 'FR')
    const token = await tokenIn(app, body.user.email, 'confirmation_token')
    const res = await c.get(`${P}/users/confirmation?confirmation_token=${token}`)
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('blocked_country')
    expect(c.cookies.has('sb_session')).toBe(false)
    expect(await sessionsOf(rows[0].id)).toBe(0)
    // Confirmed all the same: signing in now says blocked, not unconfirmed.
    expect((await signIn(body.user.email, body.user.password)).json().error.code).toBe('blocked_country')
  })

  it('emailed password reset: the password changes, no session opens', async () => {
    const email = 'moved-reset@example.test'
    const id = await insertPlayer(app, { email, country: 'US' })
    await new Client(app).post(`${P}/users/password`, { user: { email } })
    const token = await tokenIn(app, email, 'reset_password_token')
    const c = new Client(app)
    const res = await c.put(`${P}/users/password`, {
      user: {
        reset_password_token: token,
        password: 'new password 9',
        password_confirmation: 'new password 9',
      },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('blocked_country')
    expect(c.cookies.has('sb_session')).toBe(false)
    expect(await sessionsOf(id)).toBe(0)
    await moveTo(id, 'DE')
    expect((await signIn(email, 'new password 9')).statusCode).toBe(200)
  })

  it('password reset by SMS code: the password changes, no session opens', async () => {
    const phone = '+4917099900001'
    const id = await insertPlayer(app, { email: null, authPhone: phone, country: 'FR' })
    await new Client(app).post(`${P}/users/password`, { user: { phone } })
    const sms = (await outbox(app)).find((m) => m.to === phone)!
    const code = sms.body.match(/code is (\d{6})/)![1]!
    const c = new Client(app)
    const res = await c.put(`${P}/users/password`, {
      user: {
        phone,
        reset_password_code: code,
        password: 'new password 8',
        password_confirmation: 'new password 8',
      },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('blocked_country')
    expect(await sessionsOf(id)).toBe(0)
    await moveTo(id, 'DE')
    expect((await signIn(phone, 'new password 8')).statusCode).toBe(200)
  })
})
