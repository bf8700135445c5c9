import { describe, expect, it, vi } from 'vitest'
import {
  REALITY_CHECK_PERIOD_MS,
  SMS_DAILY_LIMIT,
  SMS_RESEND_TIMEOUT_MS,
} from '../../src/modules/accounts/constants.ts'
import { outboxSender } from '../../src/modules/outbox/sender.ts'
import { Client, buildPlatform, outbox, signUpBody, signedUp, tokenIn } from './helpers.ts'

const app = await buildPlatform()
const P = '/api/platform'

describe('player', () => {
  it('every /player call needs a session', async () => {
    const c = new Client(app)
    for (const url of [
      '/player',
      '/player/accounts',
      '/player/phone',
      '/player/comp_points',
      '/player/status_groups',
    ]) {
      const res = await c.get(P + url)
      expect(res.statusCode, url).toBe(401)
      expect(res.json().error.code).toBe('unauthorized')
    }
    expect((await c.post(`${P}/dev/deposit`, { currency: 'EUR', amount: 100 })).statusCode).toBe(401)
  })

  it('answers the spec §3 User shape', async () => {
    const c = new Client(app)
    const u = await signedUp(app, c, { nickname: 'Ace' })
    expect((await c.get(`${P}/player`)).json()).toEqual({
      id: expect.any(Number),
      name: null,
      email: u.email,
      mobile_phone: null,
      auth_phone_number: null,
      first_name: null,
      last_name: null,
      nickname: 'Ace',
      language: 'en',
      currency: 'EUR',
      auth_fields_missed: ['first_name', 'last_name'],
      statuses: [],
      country: 'DE',
    })
  })

  it('fills missed auth fields, requiring every missing one', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    const partial = await c.patch(`${P}/player/missed_auth_fields`, { user: { first_name: 'Ada' } })
    expect(partial.statusCode).toBe(400)
    expect(partial.json().error.issues).toEqual([{ path: 'user.last_name', message: 'is required' }])
    const done = await c.patch(`${P}/player/missed_auth_fields`, {
      user: { first_name: 'Ada', last_name: 'Lovelace' },
    })
    expect(done.json()).toMatchObject({ name: 'Ada Lovelace', auth_fields_missed: [] })
  })

  it('a phone sign-up must add an email, and a taken one is refused without saying whose', async () => {
    const taken = await signedUp(app, new Client(app))
    const c = new Client(app)
    await c.post(`${P}/users`, signUpBody({ email: undefined, phone: '+4915100000001' }))
    // Phone sign-ups confirm through the SMS link.
    const token = await tokenIn(app, '+4915100000001', 'confirmation_token')
    expect((await c.get(`${P}/users/confirmation?confirmation_token=${token}`)).statusCode).toBe(200)
    const me = (await c.get(`${P}/player`)).json()
    expect(me).toMatchObject({ email: null, auth_phone_number: '+4915100000001' })
    expect(me.auth_fields_missed).toEqual(['email', 'first_name', 'last_name'])
    const dup = await c.patch(`${P}/player/missed_auth_fields`, {
      user: { email: taken.email, first_name: 'A', last_name: 'B' },
    })
    expect(dup.json().error).toMatchObject({ code: 'invalid_params', issues: [{ path: 'user.email' }] })
    const ok = await c.patch(`${P}/player/missed_auth_fields`, {
      user: { email: 'phone.user@example.test', first_name: 'A', last_name: 'B' },
    })
    expect(ok.json()).toMatchObject({ email: 'phone.user@example.test', auth_fields_missed: [] })
  })

  it('changes the language, refusing unknown locales', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    expect((await c.patch(`${P}/player/update_locale`, { locale: 'it' })).json()).toEqual({ language: 'it' })
    expect((await c.get(`${P}/player`)).json().language).toBe('it')
    expect((await c.patch(`${P}/player/update_locale`, { locale: 'xx' })).json().error.code).toBe(
      'invalid_params',
    )
  })

  it('answers comp points and status groups', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    expect((await c.get(`${P}/player/comp_points`)).json()).toMatchObject({
      persistent_points: 0,
      plans: expect.any(Array),
    })
    const groups = (await c.get(`${P}/player/status_groups`)).json()
    expect(
      groups.status_groups
        .filter((g: { current: boolean }) => g.current)
        .map((g: { name: string }) => g.name),
    ).toEqual(['Bronze'])
  })
})

describe('accounts', () => {
  it('lists the sign-up currency, switches and opens accounts, deposits in minor units', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    expect((await c.get(`${P}/player/accounts`)).json()).toEqual([
      {
        currency: 'EUR',
        balance: { value: 0, currency: 'EUR', subunits: 2 },
        active: true,
        currency_info: { code: 'EUR', fiat: true, subunits: 2, subcurrencies: [] },
      },
    ])
    const publish = vi.spyOn(app.realtime.publisher, 'publish')
    const dep = await c.post(`${P}/dev/deposit`, { currency: 'EUR', amount: 12_345 })
    const id = (await c.get(`${P}/player`)).json().id
    expect(publish).toHaveBeenCalledWith(`$private:en:${id}`, {
      type: 'balance_changed',
      balance: { value: 12_345, currency: 'EUR', subunits: 2 },
    })
    publish.mockRestore()
    expect(dep.json()).toEqual({
      currency: 'EUR',
      balance: { value: 12_345, currency: 'EUR', subunits: 2 },
      active: true,
      currency_info: { code: 'EUR', fiat: true, subunits: 2, subcurrencies: [] },
    })
    const switched = await c.post(`${P}/player/accounts`, { currency: 'BTC' })
    expect(switched.json()).toMatchObject([
      { currency: 'EUR', balance: { value: 12_345, currency: 'EUR', subunits: 2 }, active: false },
      { currency: 'BTC', balance: { value: 0, currency: 'BTC', subunits: 8 }, active: true },
    ])
    // Spec §3 Currency: a crypto account names the smaller units it may be shown in.
    expect(switched.json()[1].currency_info).toEqual({
      code: 'BTC',
      fiat: false,
      subunits: 8,
      subcurrencies: [
        { code: 'mBTC', subunits: 5 },
        { code: 'μBTC', subunits: 2 },
      ],
    })
    expect((await c.get(`${P}/player`)).json().currency).toBe('BTC')
    const back = await c.post(`${P}/player/accounts`, { currency: 'EUR' })
    expect(back.json().map((a: { active: boolean }) => a.active)).toEqual([true, false])
  })

  it('refuses unknown currencies and bad amounts', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    const doge = await c.post(`${P}/player/accounts`, { currency: 'DOGE' })
    expect(doge.statusCode).toBe(422)
    expect(doge.json().error.code).toBe('currency_not_supported')
    expect((await c.post(`${P}/player/accounts`, { currency: 'JPY' })).json().error.code).toBe(
      'currency_not_supported',
    )
    expect((await c.post(`${P}/player/accounts`, { currency: '' })).json().error.code).toBe('invalid_params')
    for (const amount of [0, -1, 1.5, '100', 1e16]) {
      const res = await c.post(`${P}/dev/deposit`, { currency: 'EUR', amount })
      expect(res.statusCode, String(amount)).toBe(400)
    }
  })
})

describe('phone verification', () => {
  it('texts a code, verifies it, and limits resends', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    expect((await c.get(`${P}/player/phone`)).json()).toEqual({
      number: null,
      country: null,
      verified_status: 'not_set',
      resend_timeout_until: null,
      sms_limit_reached: false,
    })
    const set = await c.post(`${P}/player/phone`, { phone: { number: '+44 7700 900123', country: 'gb' } })
    expect(set.json()).toMatchObject({
      number: '+447700900123',
      country: 'GB',
      verified_status: 'unverified',
    })
    expect(set.json().resend_timeout_until).toBe(
      new Date(app.clock.now().getTime() + SMS_RESEND_TIMEOUT_MS).toISOString(),
    )
    expect((await c.post(`${P}/player/phone/resend`)).json().error.code).toBe('resend_too_soon')

    const code = (await outbox(app)).find((m) => m.to === '+447700900123')!.body.match(/\d{6}/)![0]
    const wrong = code === '000000' ? '111111' : '000000'
    const bad = await c.post(`${P}/player/phone/verify`, { phone: { code: wrong } })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().error.code).toBe('phone_code_invalid')
    expect((await c.post(`${P}/player/phone/verify`, { phone: { code: 'abc' } })).json().error.code).toBe(
      'invalid_params',
    )
    const ok = await c.post(`${P}/player/phone/verify`, { phone: { code } })
    expect(ok.json()).toMatchObject({ verified_status: 'verified' })
    expect((await c.get(`${P}/player`)).json()).toMatchObject({
      mobile_phone: '+447700900123',
      statuses: ['phone_verified'],
    })
  })

  it(`stops after ${SMS_DAILY_LIMIT} texts a day`, async () => {
    const c = new Client(app)
    await signedUp(app, c)
    await c.post(`${P}/player/phone`, { phone: { number: '+447700900124' } })
    for (let i = 1; i < SMS_DAILY_LIMIT; i++) {
      app.clock.advance(SMS_RESEND_TIMEOUT_MS)
      expect((await c.post(`${P}/player/phone/resend`)).statusCode).toBe(200)
    }
    app.clock.advance(SMS_RESEND_TIMEOUT_MS)
    const res = await c.post(`${P}/player/phone/resend`)
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('sms_limit_reached')
    expect((await c.get(`${P}/player/phone`)).json().sms_limit_reached).toBe(true)
  })

  it('locks out a code after too many wrong tries', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    await c.post(`${P}/player/phone`, { phone: { number: '+447700900125' } })
    const code = (await outbox(app)).find((m) => m.to === '+447700900125')!.body.match(/\d{6}/)![0]
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) await c.post(`${P}/player/phone/verify`, { phone: { code: wrong } })
    expect((await c.post(`${P}/player/phone/verify`, { phone: { code } })).json().error.code).toBe(
      'phone_code_invalid',
    )
  })
})

describe('limits', () => {
  it('lists no limits and counts activity, for players only', async () => {
    const c = new Client(app)
    expect((await c.get(`${P}/user_limits`)).statusCode).toBe(401)
    expect((await c.post(`${P}/player/activity_limit_track`)).statusCode).toBe(401)
    await signedUp(app, c)
    expect((await c.get(`${P}/user_limits`)).json()).toEqual([])
    const track = await c.post(`${P}/player/activity_limit_track`)
    expect(track.json()).toEqual({ active_seconds: 60, remaining_seconds: null })
  })
})

describe('reality check', () => {
  it('tells when the next prompt is due and moves it on continue', async () => {
    const c = new Client(app)
    expect((await c.post(`${P}/sportsbook_sessions`)).statusCode).toBe(401)
    await signedUp(app, c)
    const start = app.clock.now()
    const first = (await c.post(`${P}/sportsbook_sessions`)).json()
    expect(first).toMatchObject({
      started_at: start.toISOString(),
      period: REALITY_CHECK_PERIOD_MS / 1000,
      next_check_at: new Date(start.getTime() + REALITY_CHECK_PERIOD_MS).toISOString(),
      duration: 0,
      net_position: { value: 0, currency: 'EUR' },
    })
    // An hour of play: requests every 20 minutes keep the session from idling out.
    for (let i = 0; i < 3; i++) {
      app.clock.advance(REALITY_CHECK_PERIOD_MS / 3)
      expect((await c.post(`${P}/sportsbook_sessions`)).statusCode).toBe(200)
    }
    const cont = (await c.post(`${P}/sportsbook_sessions/continue`)).json()
    expect(cont.next_check_at).toBe(
      new Date(app.clock.now().getTime() + REALITY_CHECK_PERIOD_MS).toISOString(),
    )
    expect(cont.duration).toBe(REALITY_CHECK_PERIOD_MS / 1000)
  })
})

describe('development pages', () => {
  it('lists the outbox as HTML with clickable links, escaped', async () => {
    await signedUp(app, new Client(app))
    await outboxSender.send(
      app.testDb.db,
      { channel: 'email', to: 'x@example.test', subject: '<script>', body: 'hi' },
      app.clock.now(),
    )
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' })
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toMatch(
      /<a href="http:\/\/web\.test\/sports\/users\/confirmation\?confirmation_token=[\w-]+">/,
    )
    expect(res.body).not.toContain('<script>')
  })
})
