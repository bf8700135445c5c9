// A data provider going offline (spec §6: its matches take bets only while it is active): the dev
// switch writes the status, GET /settings and the listings answer it, clients hear
// `provider_status_changed` on every public channel, and placement refuses its selections until it is back.
import { describe, expect, it, vi } from 'vitest'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place } from '../betting/helpers.ts'

const app = await buildBetting()
const published: { channel: string; data: unknown }[] = []
vi.spyOn(app.realtime.publisher, 'publish').mockImplementation(async (channel, data) => {
  published.push({ channel, data })
  return {}
})
const home = pick(IDS.matches.arsenalChelsea, 1, '1', 2.1)

const setStatus = (provider: string, active: boolean) =>
  app.inject({ method: 'POST', url: `/api/dev/providers/${provider}`, payload: { active } })
const statuses = async () =>
  (await app.inject({ method: 'GET', url: '/api/sportsbook/settings' })).json().provider_statuses
const bettable = async () =>
  (await app.inject({ method: 'GET', url: `/api/sportsbook/matches/${IDS.matches.arsenalChelsea}` })).json()
    .bettable

describe('provider status', () => {
  it('takes Betradar offline: settings, listings and placement follow; back active, bets are taken again', async () => {
    const p = await newPlayer(app)
    published.length = 0
    const off = await setStatus('betradar', false)
    expect(off.statusCode).toBe(200)
    expect(off.json()).toEqual({ provider: 'betradar', active: false, changed: true })
    expect(published).toContainEqual({
      channel: 'public:en',
      data: { type: 'provider_status_changed', provider: 'betradar', active: false },
    })
    expect(published.map((x) => x.channel)).toContain('public:de')
    expect(await statuses()).toEqual({ betradar: false, oddin: false })
    expect(await bettable()).toBe(false)

    const refused = await place(p, body([{ stake: 1000, selections: [home] }], 'single'))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.code).toBe('selection_unavailable')
    expect(refused.json().error.errors_by_bet[0].selections[0]).toMatchObject({
      outcome_id: '1',
      active: false,
    })
    expect((await p.balance()).amount).toBe(100_000)

    published.length = 0
    expect((await setStatus('betradar', true)).json()).toEqual({
      provider: 'betradar',
      active: true,
      changed: true,
    })
    expect(published).toContainEqual({
      channel: 'public:en',
      data: { type: 'provider_status_changed', provider: 'betradar', active: true },
    })
    expect(await statuses()).toEqual({ betradar: true, oddin: false })
    expect(await bettable()).toBe(true)
    expect((await place(p, body([{ stake: 1000, selections: [home] }], 'single'))).statusCode).toBe(200)
  })

  it('publishes nothing when the status is unchanged, and refuses an unknown provider', async () => {
    published.length = 0
    expect((await setStatus('oddin', false)).json()).toMatchObject({ changed: false })
    expect(published).toEqual([])
    expect((await setStatus('betconstruct', false)).statusCode).toBe(400)
    const bad = await app.inject({
      method: 'POST',
      url: '/api/dev/providers/oddin',
      payload: { active: 'no' },
    })
    expect(bad.statusCode).toBe(400)
  })
})
