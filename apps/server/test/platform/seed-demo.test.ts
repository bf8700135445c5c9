import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemoPlayers } from '../../src/modules/accounts/seed-demo.ts'
import { Client, buildPlatform } from './helpers.ts'

const app = await buildPlatform()

describe('demo players', () => {
  it('are seeded once, can sign in, and hold their balances', async () => {
    expect(await seedDemoPlayers(app.testDb.db, app.wallet, app.clock.now())).toBe(2)
    expect(await seedDemoPlayers(app.testDb.db, app.wallet, app.clock.now())).toBe(0)
    for (const [email, balance] of [
      ['demo@sportsbook.test', { value: 100_000, currency: 'EUR', subunits: 2 }],
      ['demo-btc@sportsbook.test', { value: 5_000_000, currency: 'BTC', subunits: 8 }],
    ] as const) {
      const c = new Client(app)
      const res = await c.post('/api/platform/users/sign_in', {
        user: { login: email, password: DEMO_PASSWORD },
      })
      expect(res.json()).toMatchObject({ email, auth_fields_missed: [] })
      expect((await c.get('/api/platform/player/accounts')).json()).toMatchObject([
        { currency: balance.currency, balance, active: true },
      ])
    }
  })
})
