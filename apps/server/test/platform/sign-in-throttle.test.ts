// Sign-in throttle: failed sign-ins make a login wait (doubling, capped, forgotten after a day), an
// emailed or texted link ends the wait, and no stranger can lock an account or learn that it exists.
import { describe, expect, it } from 'vitest'
import {
  MAX_FAILED_SIGN_INS,
  SIGN_IN_FAILURE_MEMORY_MS,
  SIGN_IN_THROTTLE_BASE_MS,
  SIGN_IN_THROTTLE_MAX_MS,
} from '../../src/modules/accounts/constants.ts'
import { Client, buildPlatform, outbox, signUpBody, signedUp, tokenIn } from './helpers.ts'

const app = await buildPlatform()
const P = '/api/platform'

const signIn = (c: Client, login: string, password: string) =>
  c.post(`${P}/users/sign_in`, { user: { login, password } })

/** Wrong passwords for `login`, each from another address (a stranger with a list of e-mails). */
async function failFromManyAddresses(login: string, times: number) {
  const answers: { status: number; code: string; retryAfter: string | undefined }[] = []
  for (let i = 0; i < times; i++) {
    const res = await signIn(new Client(app), login, `wrong password ${i}`)
    answers.push({
      status: res.statusCode,
      code: res.json().error.code,
      retryAfter: res.headers['retry-after'] as string | undefined,
    })
  }
  return answers
}

const secondsOf = (ms: number) => String(ms / 1000)

describe('sign-in throttle (no account can be locked by a stranger)', () => {
  it(`${MAX_FAILED_SIGN_INS} wrong passwords from ${MAX_FAILED_SIGN_INS} addresses make the login wait, then the right password works again`, async () => {
    const u = await signedUp(app, new Client(app))
    const answers = await failFromManyAddresses(u.email, MAX_FAILED_SIGN_INS)
    expect(answers.slice(0, -1).map((a) => a.code)).toEqual(
      Array(MAX_FAILED_SIGN_INS - 1).fill('invalid_credentials'),
    )
    // The failure that starts the wait says so, with when to come back.
    expect(answers.at(-1)).toEqual({
      status: 429,
      code: 'sign_in_throttled',
      retryAfter: secondsOf(SIGN_IN_THROTTLE_BASE_MS),
    })
    // While it waits, the right password is refused too (else guessing would go on), with the time left.
    app.clock.advance(SIGN_IN_THROTTLE_BASE_MS - 20_000)
    const waiting = await signIn(new Client(app), u.email, u.password)
    expect([waiting.statusCode, waiting.json().error.code, waiting.headers['retry-after']]).toEqual([
      429,
      'sign_in_throttled',
      '20',
    ])
    // The wait ends by itself: no link needed.
    app.clock.advance(20_000)
    expect((await signIn(new Client(app), u.email, u.password)).statusCode).toBe(200)
    // …and the streak is over: one more wrong password is just a wrong password.
    expect((await signIn(new Client(app), u.email, 'wrong again')).json().error.code).toBe(
      'invalid_credentials',
    )
  })

  it('doubles the wait with each further failure, up to a cap', async () => {
    const u = await signedUp(app, new Client(app))
    await failFromManyAddresses(u.email, MAX_FAILED_SIGN_INS)
    let wait = SIGN_IN_THROTTLE_BASE_MS
    for (let n = 1; n <= 6; n++) {
      app.clock.advance(wait)
      wait = Math.min(wait * 2, SIGN_IN_THROTTLE_MAX_MS)
      const res = await signIn(new Client(app), u.email, 'still wrong')
      expect([res.statusCode, res.headers['retry-after']]).toEqual([429, secondsOf(wait)])
    }
    expect(wait).toBe(SIGN_IN_THROTTLE_MAX_MS)
  })

  it('the emailed unlock link ends the wait at once; a resend replaces the link', async () => {
    const u = await signedUp(app, new Client(app))
    await failFromManyAddresses(u.email, MAX_FAILED_SIGN_INS)
    expect((await signIn(new Client(app), u.email, u.password)).statusCode).toBe(429)

    // A resend answers generically and sends a fresh link; the first one stops working.
    const first = await tokenIn(app, u.email, 'unlock_token')
    const resend = await new Client(app).post(`${P}/users/unlock`, { user: { email: u.email } })
    expect(resend.json()).toMatchObject({ status: 'accepted' })
    const second = await tokenIn(app, u.email, 'unlock_token')
    expect(second).not.toBe(first)
    expect((await new Client(app).get(`${P}/users/unlock?unlock_token=${first}`)).json().error.code).toBe(
      'invalid_token',
    )
    const ok = await new Client(app).get(`${P}/users/unlock?unlock_token=${second}`)
    expect(ok.json()).toEqual({ status: 'unlocked' })
    expect((await signIn(new Client(app), u.email, u.password)).statusCode).toBe(200)
  })

  it('sends one link per streak, and none to an address whose sign-ins are not throttled', async () => {
    const u = await signedUp(app, new Client(app))
    const links = async () =>
      (await outbox(app)).filter((m) => m.to === u.email && m.links.some((l) => l.includes('unlock_token')))
    await new Client(app).post(`${P}/users/unlock`, { user: { email: u.email } })
    expect(await links()).toHaveLength(0)
    await failFromManyAddresses(u.email, MAX_FAILED_SIGN_INS)
    app.clock.advance(SIGN_IN_THROTTLE_BASE_MS)
    await failFromManyAddresses(u.email, 1)
    expect(await links()).toHaveLength(1)
  })

  it('an unknown login waits exactly like a real one (no account enumeration)', async () => {
    const u = await signedUp(app, new Client(app))
    const real = await failFromManyAddresses(u.email, MAX_FAILED_SIGN_INS + 1)
    const unknown = await failFromManyAddresses(
      `nobody-${Math.random().toString(36).slice(2)}@example.test`,
      MAX_FAILED_SIGN_INS + 1,
    )
    expect(unknown).toEqual(real)
  })

  it('texts the unlock link to a phone-only player, whichever way the number is written', async () => {
    const phone = '+4915100000777'
    const c = new Client(app)
    await c.post(`${P}/users`, signUpBody({ email: undefined, phone }))
    await c.get(
      `${P}/users/confirmation?confirmation_token=${await tokenIn(app, phone, 'confirmation_token')}`,
    )
    await failFromManyAddresses('+49 151 0000 0777', MAX_FAILED_SIGN_INS)
    expect((await signIn(new Client(app), phone, 'correct horse battery')).statusCode).toBe(429)
    const token = await tokenIn(app, phone, 'unlock_token')
    expect((await new Client(app).get(`${P}/users/unlock?unlock_token=${token}`)).statusCode).toBe(200)
    expect((await signIn(new Client(app), '+49 151 0000 0777', 'correct horse battery')).statusCode).toBe(200)
  })

  it('a success resets the failure count', async () => {
    const u = await signedUp(app, new Client(app))
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) await signIn(new Client(app), u.email, 'nope nope')
    expect((await signIn(new Client(app), u.email, u.password)).statusCode).toBe(200)
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) await signIn(new Client(app), u.email, 'nope nope')
    expect((await signIn(new Client(app), u.email, u.password)).statusCode).toBe(200)
  })

  it('forgets a streak a day after its last failure', async () => {
    const u = await signedUp(app, new Client(app))
    await failFromManyAddresses(u.email, MAX_FAILED_SIGN_INS - 1)
    app.clock.advance(SIGN_IN_FAILURE_MEMORY_MS)
    const next = await failFromManyAddresses(u.email, MAX_FAILED_SIGN_INS - 1)
    expect(next.map((a) => a.code)).toEqual(Array(MAX_FAILED_SIGN_INS - 1).fill('invalid_credentials'))
  })

  it('rejects a malformed or unknown unlock token', async () => {
    expect((await new Client(app).get(`${P}/users/unlock?unlock_token=x`)).json().error.code).toBe(
      'invalid_params',
    )
    const res = await new Client(app).get(`${P}/users/unlock?unlock_token=${'a'.repeat(43)}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('invalid_token')
  })
})
