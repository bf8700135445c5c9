// The reality check and time limits: session info with stakes, returns and net position, the player's
// reality-check interval, 403 once a session limit is reached, and the activity heartbeat answering
// 'User is out of limit' once the activity limit is used up.
import { describe, expect, it } from 'vitest'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from '../betting/helpers.ts'

const app = await buildBetting()
const home = pick(IDS.matches.arsenalChelsea, 1, '1', 2.1)
const post = (p: TestPlayer, url: string, payload: object = {}) =>
  p.api({ method: 'POST', url: `/api/platform${url}`, payload })

describe('sportsbook sessions', () => {
  it('session info counts stakes, returns and net position since sign-in', async () => {
    const p = await newPlayer(app)
    await place(p, body([{ stake: 1500, selections: [home] }], 'single'))
    // A win of 10.00 credited by settlement (the ledger is what counts).
    await app.testDb.db.transaction((tx) =>
      app.wallet.credit(tx, {
        userId: p.id,
        amount: { amount: 1000, currency: { code: 'EUR', subunits: 2, fiat: true } },
        kind: 'bet_win',
        ref: 'bet:test',
      }),
    )
    const s = await post(p, '/sportsbook_sessions')
    expect(s.statusCode).toBe(200)
    expect(s.json()).toMatchObject({
      period: 3600,
      stakes: { value: 1500, currency: 'EUR' },
      returns: { value: 1000 },
      net_position: { value: -500 },
    })
  })

  it("the player's reality-check interval sets the period; continue moves the next check on", async () => {
    const p = await newPlayer(app)
    await post(p, '/user_limits', { type: 'reality_check', period: 60 })
    const s = (await post(p, '/sportsbook_sessions')).json()
    expect(s.period).toBe(60)
    expect(new Date(s.next_check_at).getTime() - new Date(s.started_at).getTime()).toBe(60_000)
    app.clock.advance(70_000)
    const c = (await post(p, '/sportsbook_sessions/continue')).json()
    expect(new Date(c.next_check_at).getTime()).toBe(app.clock.now().getTime() + 60_000)
  })

  it('403 session_limit_reached once the session is as long as the limit', async () => {
    const p = await newPlayer(app)
    await post(p, '/user_limits', { type: 'sportsbook_session', period: 600 })
    expect((await post(p, '/sportsbook_sessions')).statusCode).toBe(200)
    app.clock.advance(600_000)
    const res = await post(p, '/sportsbook_sessions')
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('session_limit_reached')
  })
})

describe('activity tracking', () => {
  it('counts active time and answers "User is out of limit" when the activity limit is used up', async () => {
    const p = await newPlayer(app)
    const none = await post(p, '/player/activity_limit_track')
    expect(none.json()).toEqual({ active_seconds: 60, remaining_seconds: null })
    await post(p, '/user_limits', { type: 'activity', period: 180, interval: 'day' })
    app.clock.advance(60_000)
    expect((await post(p, '/player/activity_limit_track')).json()).toEqual({
      active_seconds: 120,
      remaining_seconds: 60,
    })
    // A long gap counts one interval, not the whole gap.
    app.clock.advance(20 * 60_000)
    const out = await post(p, '/player/activity_limit_track')
    expect(out.statusCode).toBe(403)
    expect(out.json().error).toMatchObject({ code: 'out_of_limit', message: 'User is out of limit' })
  })

  it('visitors get 401 (the web rethrows it)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/platform/player/activity_limit_track' })
    expect(res.statusCode).toBe(401)
  })

  it('deposit reminder settings follow the player group', async () => {
    const p = await newPlayer(app)
    const res = await p.api({ method: 'GET', url: '/api/platform/player/deposit_reminder_settings' })
    expect(res.json()).toEqual({ showDepositReminder: true, playerGroupId: 1, remindAfter: 10 })
  })
})
