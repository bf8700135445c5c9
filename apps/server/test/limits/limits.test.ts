// Player limits through the Platform API: every type set, lowered at once, raised or removed only
// after the 24-hour cooling period and a confirmation; exclusions end sessions and block sign-in.
import { describe, expect, it } from 'vitest'
import { LIMIT_TYPES, MONEY_LIMIT_TYPES, LIMIT_COOLING_PERIOD_MS } from '@sportsbook/domain'
import { buildPlatform, Client, insertPlayer, outbox } from '../platform/helpers.ts'

const app = await buildPlatform()
const DAY_S = 24 * 3600

async function signedIn() {
  const c = new Client(app)
  const email = `lim${Math.random().toString(36).slice(2)}@example.test`
  await insertPlayer(app, { email })
  /** Sessions end after 30 idle minutes: after moving the clock a day, sign in again. */
  const signIn = async () => {
    const res = await c.post('/api/platform/users/sign_in', {
      user: { login: email, password: 'secret-password' },
    })
    expect(res.statusCode).toBe(200)
  }
  await signIn()
  return { c, email, signIn }
}

const isMoney = (t: string) => (MONEY_LIMIT_TYPES as readonly string[]).includes(t)
const needsInterval = (t: string) => ['wager', 'loss', 'deposit', 'time', 'activity'].includes(t)
const request = (type: string, value: number) => ({
  type,
  ...(isMoney(type) ? { amount: value } : { period: value }),
  ...(needsInterval(type) ? { interval: 'day' } : {}),
})
const valueOf = (l: { amount: { value: number } | null; period: number | null }) =>
  l.amount?.value ?? l.period

describe('user limits', () => {
  it('GET /user_limits needs a session and starts empty', async () => {
    expect((await new Client(app).get('/api/platform/user_limits')).statusCode).toBe(401)
    const { c } = await signedIn()
    expect((await c.get('/api/platform/user_limits')).json()).toEqual([])
  })

  const adjustable = LIMIT_TYPES.filter((t) => t !== 'selfexclusion' && t !== 'coolingoff')
  it.each(adjustable)(
    '%s: set, lower at once, raise and remove after 24 h and a confirmation',
    async (type) => {
      const { c, signIn } = await signedIn()
      const set = await c.post('/api/platform/user_limits', request(type, 7200))
      expect(set.statusCode).toBe(200)
      expect(set.json()).toMatchObject({ type, status: 'active' })
      expect(valueOf(set.json())).toBe(7200)

      const lower = await c.post('/api/platform/user_limits', request(type, 3600))
      expect(lower.json()).toMatchObject({ status: 'active', effective_at: null })
      const afterLower = (await c.get('/api/platform/user_limits')).json()
      expect(afterLower.map(valueOf)).toEqual([3600])

      const raise = await c.post('/api/platform/user_limits', request(type, 9000))
      expect(raise.json()).toMatchObject({ status: 'unconfirmed' })
      const effective = new Date(raise.json().effective_at).getTime()
      expect(effective - app.clock.now().getTime()).toBe(LIMIT_COOLING_PERIOD_MS)
      const list = (await c.get('/api/platform/user_limits')).json()
      expect(list.map((l: { status: string }) => l.status)).toEqual(['active', 'unconfirmed'])

      const early = await c.post(`/api/platform/user_limits/${raise.json().id}/confirm`)
      expect(early.statusCode).toBe(409)
      expect(early.json().error.code).toBe('limit_cooling_period')

      app.clock.advance(LIMIT_COOLING_PERIOD_MS)
      await signIn()
      const confirmed = await c.post(`/api/platform/user_limits/${raise.json().id}/confirm`)
      expect(confirmed.json()).toMatchObject({ status: 'confirmed' })
      expect((await c.get('/api/platform/user_limits')).json().map(valueOf)).toEqual([9000])

      const remove = await c.delete(`/api/platform/user_limits/${raise.json().id}`)
      expect(remove.json()).toMatchObject({ status: 'unconfirmed_disabled' })
      expect((await c.post(`/api/platform/user_limits/${raise.json().id}/confirm`)).statusCode).toBe(409)
      app.clock.advance(LIMIT_COOLING_PERIOD_MS)
      await signIn()
      const removed = await c.post(`/api/platform/user_limits/${raise.json().id}/confirm`)
      expect(removed.json()).toMatchObject({ status: 'confirmed_disabled' })
      expect((await c.get('/api/platform/user_limits')).json()).toEqual([])
    },
  )

  it('a pending raise is dropped at once, and the limit in force stays', async () => {
    const { c } = await signedIn()
    await c.post('/api/platform/user_limits', request('loss', 5000))
    const raise = (await c.post('/api/platform/user_limits', request('loss', 8000))).json()
    const drop = await c.delete(`/api/platform/user_limits/${raise.id}`)
    expect(drop.json().status).toBe('disabled')
    const list = (await c.get('/api/platform/user_limits')).json()
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      type: 'loss',
      status: 'active',
      amount: { value: 5000, currency: 'EUR' },
    })
    expect(list[0].remaining).toEqual({ value: 5000, currency: 'EUR', subunits: 2 })
  })

  it('refuses incomplete or out-of-range requests with invalid_params', async () => {
    const { c } = await signedIn()
    for (const bad of [
      { type: 'loss', interval: 'day' },
      { type: 'wager', amount: 100 },
      { type: 'reality_check', period: 10 },
      { type: 'coolingoff', period: 3600 },
      { type: 'selfexclusion', period: 30 * DAY_S },
      { type: 'bet', amount: -5 },
      { type: 'nope', amount: 5 },
    ]) {
      const res = await c.post('/api/platform/user_limits', bad)
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(res.json().error.code).toBe('invalid_params')
    }
    expect((await c.delete('/api/platform/user_limits/999999')).statusCode).toBe(404)
  })

  it.each([
    ['coolingoff', 2 * DAY_S],
    ['selfexclusion', 200 * DAY_S],
  ])('%s ends the session, blocks sign-in for its term and cannot be lifted', async (type, period) => {
    const { c, email } = await signedIn()
    const set = await c.post('/api/platform/user_limits', { type, period })
    expect(set.json()).toMatchObject({ type, status: 'active' })
    expect(new Date(set.json().expires_at).getTime()).toBe(app.clock.now().getTime() + period * 1000)
    expect((await c.get('/api/platform/player')).statusCode).toBe(401)

    const again = new Client(app)
    const login = { user: { login: email, password: 'secret-password' } }
    const refused = await again.post('/api/platform/users/sign_in', login)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('self_excluded')
    expect(again.cookies.has('sb_session')).toBe(false)

    app.clock.advance(period * 1000 - 1000)
    expect((await again.post('/api/platform/users/sign_in', login)).statusCode).toBe(403)
    app.clock.advance(2000)
    const back = await again.post('/api/platform/users/sign_in', login)
    expect(back.statusCode).toBe(200)
    // Over, it no longer shows; while it ran, the player could not remove it (no session to ask with).
    expect((await again.get('/api/platform/user_limits')).json()).toEqual([])
  })

  it.each([
    ['selfexclusion', 183 * DAY_S, 'Your self-exclusion is in place', 'self-exclusion'],
    ['coolingoff', 7 * DAY_S, 'Your cooling-off period has started', 'cooling-off period'],
  ])(
    '%s is confirmed by e-mail: what was set, from and until when (issue #29)',
    async (type, period, subject, what) => {
      const { c, email } = await signedIn()
      const now = app.clock.now()
      const set = (await c.post('/api/platform/user_limits', { type, period })).json()
      const sent = (await outbox(app)).filter((m) => m.to === email)
      expect(sent.map((m) => m.subject)).toEqual([subject])
      const until = new Date(set.expires_at)
      const utc = (d: Date) =>
        new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(d)
      expect(sent[0]!.body).toContain(`You set a ${what} from ${utc(now)} UTC until ${utc(until)} UTC.`)
      expect(sent[0]!.body).toContain('It cannot be lifted early.')
      expect(sent[0]!.links).toEqual([expect.stringMatching(/\/sports\/limits$/)])
    },
  )

  it('a limit that is not an exclusion sends no e-mail', async () => {
    const { c, email } = await signedIn()
    await c.post('/api/platform/user_limits', { type: 'bet', amount: 500 })
    expect((await outbox(app)).filter((m) => m.to === email)).toEqual([])
  })

  it('an exclusion cannot be removed early (even from a session that outlived it elsewhere)', async () => {
    const { c } = await signedIn()
    const other = new Client(app)
    // The same player on another device signs in first; the exclusion ends both sessions.
    const set = (await c.post('/api/platform/user_limits', { type: 'coolingoff', period: DAY_S })).json()
    expect((await other.delete(`/api/platform/user_limits/${set.id}`)).statusCode).toBe(401)
  })

  it('deposit limits refuse a deposit over what remains, naming the limit', async () => {
    const { c, signIn } = await signedIn()
    await c.post('/api/platform/user_limits', { type: 'deposit', amount: 10_000, interval: 'day' })
    const ok = await c.post('/api/platform/dev/deposit', { currency: 'EUR', amount: 6000 })
    expect(ok.statusCode).toBe(200)
    const over = await c.post('/api/platform/dev/deposit', { currency: 'EUR', amount: 5000 })
    expect(over.statusCode).toBe(403)
    expect(over.json().error).toMatchObject({
      code: 'deposit_limit_exceeded',
      limit: { type: 'deposit', interval: 'day', remaining: { value: 4000, currency: 'EUR' } },
    })
    expect(over.json().error.message).toMatch(/daily deposit limit leaves €40\.00/)
    expect((await c.post('/api/platform/dev/deposit', { currency: 'EUR', amount: 4000 })).statusCode).toBe(
      200,
    )
    const list = (await c.get('/api/platform/user_limits')).json()
    expect(list[0].remaining.value).toBe(0)
    // The next day the window starts again.
    app.clock.advance(24 * 3600_000)
    await signIn()
    expect((await c.post('/api/platform/dev/deposit', { currency: 'EUR', amount: 10_000 })).statusCode).toBe(
      200,
    )
  })
})
