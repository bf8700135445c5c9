import { describe, expect, it } from 'vitest'
import {
  MAX_FAILED_SIGN_INS,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_DAILY_LIMIT,
  SMS_RESEND_TIMEOUT_MS,
} from '../../src/modules/accounts/constants.ts'
import { Client, buildPlatform, insertPlayer, outbox } from './helpers.ts'

const app = await buildPlatform()
const P = '/api/platform'
const PASSWORD = 'secret-password'

let seq = 0
/** A phone-only player (password `secret-password`) with a number no other test uses. */
async function phonePlayer(fields: Parameters<typeof insertPlayer>[1] = {}) {
  const phone = `+4917000${String(++seq).padStart(5, '0')}`
  await insertPlayer(app, { email: null, authPhone: phone, ...fields })
  return phone
}

const ask = (phone: string, c = new Client(app)) => c.post(`${P}/users/password`, { user: { phone } })

/** The newest reset code texted to `phone`, or null. */
async function codeFor(phone: string) {
  const m = (await outbox(app)).find((x) => x.to === phone && x.subject === 'Password reset code')
  return m?.body.match(/code is (\d{6})/)?.[1] ?? null
}

const reset = (c: Client, phone: string, code: string, password = 'brand new password') =>
  c.put(`${P}/users/password`, {
    user: { phone, reset_password_code: code, password, password_confirmation: password },
  })
const signIn = (login: string, password: string, c = new Client(app)) =>
  c.post(`${P}/users/sign_in`, { user: { login, password } })
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000')

describe('password reset by SMS', () => {
  it('texts a code, sets the password, ends other sessions and signs in', async () => {
    const phone = await phonePlayer()
    const other = new Client(app)
    expect((await signIn(phone, PASSWORD, other)).statusCode).toBe(200)

    const res = await ask(phone)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'accepted',
      message: 'If the number has an account, a code is on its way',
      resend_timeout_until: new Date(app.clock.now().getTime() + SMS_RESEND_TIMEOUT_MS).toISOString(),
    })
    const code = (await codeFor(phone))!
    expect(code).toMatch(/^\d{6}$/)

    const c = new Client(app)
    const mismatch = await c.put(`${P}/users/password`, {
      user: { phone, reset_password_code: code, password: 'new password 1', password_confirmation: 'x' },
    })
    expect(mismatch.json().error.issues[0].path).toBe('user.password_confirmation')
    const wrong = await reset(c, phone, otherThan(code))
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().error).toMatchObject({
      code: 'phone_code_invalid',
      issues: [{ path: 'user.reset_password_code' }],
    })

    // Spaces and dashes in the number are ignored, as at sign-in.
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 8)}-${phone.slice(8)}`
    const done = await reset(c, spaced, code)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({ auth_phone_number: phone, email: null })
    expect((await c.get(`${P}/player`)).statusCode).toBe(200)
    expect((await other.get(`${P}/player`)).statusCode).toBe(401)
    expect((await signIn(phone, PASSWORD)).statusCode).toBe(401)
    expect((await signIn(phone, 'brand new password')).statusCode).toBe(200)
    // Single use.
    expect((await reset(new Client(app), phone, code, 'another password')).json().error.code).toBe(
      'phone_code_invalid',
    )
  })

  it('answers the same for a number without an account, and sends nothing', async () => {
    const known = await ask(await phonePlayer())
    const unknown = await ask('+4917099999999')
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.json()).toEqual(known.json())
    expect(await codeFor('+4917099999999')).toBeNull()
    const guess = await reset(new Client(app), '+4917099999999', '123456')
    expect(guess.statusCode).toBe(422)
    expect(guess.json().error.code).toBe('phone_code_invalid')
  })

  it('does not text email players through their verified mobile number', async () => {
    const c = new Client(app)
    await insertPlayer(app, { mobilePhone: '+4917088888888', mobilePhoneVerifiedAt: app.clock.now() })
    expect((await ask('+4917088888888', c)).statusCode).toBe(200)
    expect(await codeFor('+4917088888888')).toBeNull()
  })

  it(`expires a code after ${SMS_CODE_TTL_MS / 60_000} minutes`, async () => {
    const phone = await phonePlayer()
    await ask(phone)
    const code = (await codeFor(phone))!
    app.clock.advance(SMS_CODE_TTL_MS)
    expect((await reset(new Client(app), phone, code)).json().error.code).toBe('phone_code_invalid')
  })

  it(`spends a code after ${SMS_CODE_MAX_ATTEMPTS} wrong tries`, async () => {
    const phone = await phonePlayer()
    await ask(phone)
    const code = (await codeFor(phone))!
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS; i++) await reset(new Client(app), phone, otherThan(code))
    expect((await reset(new Client(app), phone, code)).json().error.code).toBe('phone_code_invalid')
    // A new code works again, and only the newest one.
    app.clock.advance(SMS_RESEND_TIMEOUT_MS)
    await ask(phone)
    const fresh = (await codeFor(phone))!
    expect((await reset(new Client(app), phone, fresh)).statusCode).toBe(200)
  })

  it(`waits ${SMS_RESEND_TIMEOUT_MS / 1000} s between codes and sends ${SMS_DAILY_LIMIT} a day, known number or not`, async () => {
    const phone = await phonePlayer()
    for (const n of [phone, '+4917077777777']) {
      expect((await ask(n)).statusCode).toBe(200)
      const soon = await ask(n)
      expect(soon.statusCode).toBe(429)
      expect(soon.json().error.code).toBe('resend_too_soon')
    }
    for (let i = 1; i < SMS_DAILY_LIMIT; i++) {
      app.clock.advance(SMS_RESEND_TIMEOUT_MS)
      expect((await ask(phone)).statusCode).toBe(200)
      expect((await ask('+4917077777777')).statusCode).toBe(200)
    }
    app.clock.advance(SMS_RESEND_TIMEOUT_MS)
    for (const n of [phone, '+4917077777777']) {
      const res = await ask(n)
      expect(res.statusCode).toBe(429)
      expect(res.json().error.code).toBe('sms_limit_reached')
    }
    const texts = (await outbox(app)).filter((m) => m.to === phone && m.subject === 'Password reset code')
    expect(texts).toHaveLength(SMS_DAILY_LIMIT)
  })

  it('confirms an unconfirmed account and ends a sign-in throttle', async () => {
    const phone = await phonePlayer({ confirmedAt: null })
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await signIn(phone, 'wrong password')
    expect((await signIn(phone, PASSWORD)).statusCode).toBe(429)
    await ask(phone)
    expect((await reset(new Client(app), phone, (await codeFor(phone))!)).statusCode).toBe(200)
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) await signIn(phone, 'wrong password')
    expect((await signIn(phone, 'brand new password')).statusCode).toBe(200)
  })

  it('keeps reset codes and phone verification apart', async () => {
    const phone = await phonePlayer({ mobilePhone: '+4917066666666' })
    const c = new Client(app)
    await signIn(phone, PASSWORD, c)
    await ask(phone)
    const code = (await codeFor(phone))!
    // The reset code neither verifies a phone nor blocks the verification SMS.
    expect((await c.post(`${P}/player/phone/verify`, { phone: { code } })).statusCode).toBe(422)
    const state = await c.post(`${P}/player/phone/resend`)
    expect(state.statusCode).toBe(200)
    expect(state.json()).toMatchObject({ verified_status: 'unverified', sms_limit_reached: false })
  })
})

describe('password reset bodies', () => {
  const put = (user: object) => new Client(app).put(`${P}/users/password`, { user })
  const pair = { password: 'new password 1', password_confirmation: 'new password 1' }

  it.each([
    [{ email: 'a@b.test', phone: '+4917000000001' }, 'user.email'],
    [{}, 'user.email'],
    [{ phone: '12345' }, 'user.phone'],
  ])('POST %j is refused at %s', async (user, path) => {
    const res = await new Client(app).post(`${P}/users/password`, { user })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.issues[0].path).toBe(path)
  })

  it.each([
    [{ phone: '+4917000000001', ...pair }, 'user.reset_password_code'],
    [{ reset_password_code: '123456', ...pair }, 'user.phone'],
    [{ phone: '+4917000000001', reset_password_code: '12ab56', ...pair }, 'user.reset_password_code'],
    [{ ...pair }, 'user.reset_password_token'],
    [
      {
        reset_password_token: 'a'.repeat(43),
        phone: '+4917000000001',
        reset_password_code: '123456',
        ...pair,
      },
      'user.reset_password_token',
    ],
  ])('PUT %j is refused at %s', async (user, path) => {
    const res = await put(user)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({ code: 'invalid_params' })
    expect(res.json().error.issues[0].path).toBe(path)
  })
})
