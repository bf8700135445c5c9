import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config/env.ts'
import { Client, buildPlatform, signedUp } from './helpers.ts'

// The operator requires names, birth date and postal code before a deposit (spec §5).
const app = await buildPlatform({ DEPOSIT_REQUIRED_FIELDS: 'first_name,last_name,birth_date,postal_code' })
const plain = await buildPlatform()
const P = '/api/platform'

describe('missing deposit fields (spec §5)', () => {
  it('needs a session', async () => {
    expect((await new Client(app).get(`${P}/player/deposit_fields`)).statusCode).toBe(401)
  })

  it('lists what the operator requires and what the player lacks', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    expect((await c.get(`${P}/player/deposit_fields`)).json()).toEqual({
      required: ['first_name', 'last_name', 'birth_date', 'postal_code'],
      missing: ['first_name', 'last_name', 'birth_date', 'postal_code'],
    })
  })

  it('requires every missing field at once, refuses a minor, then has none missing', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    const partial = await c.patch(`${P}/player/deposit_fields`, { user: { first_name: 'Ada' } })
    expect(partial.statusCode).toBe(400)
    expect(partial.json().error.issues.map((i: { path: string }) => i.path)).toEqual([
      'user.last_name',
      'user.birth_date',
      'user.postal_code',
    ])
    // The test clock reads 2026-03-01: born 2008-03-02 is a day short of 18.
    const minor = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      birth_date: '2008-03-02',
      postal_code: 'N1 9GU',
    }
    const young = await c.patch(`${P}/player/deposit_fields`, { user: minor })
    expect(young.json().error.issues).toEqual([{ path: 'user.birth_date', message: 'must be of an adult' }])
    const done = await c.patch(`${P}/player/deposit_fields`, { user: { ...minor, birth_date: '2008-03-01' } })
    expect(done.statusCode).toBe(200)
    expect(done.json().missing).toEqual([])
    // The names given here are the profile's too.
    expect((await c.get(`${P}/player`)).json()).toMatchObject({ name: 'Ada Lovelace' })
  })

  it('a bad postal code or date is a field error', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    const res = await c.patch(`${P}/player/deposit_fields`, {
      user: { birth_date: '1990-02-30', postal_code: '<script>' },
    })
    expect(res.statusCode).toBe(400)
    const paths = res.json().error.issues.map((i: { path: string }) => i.path)
    expect(paths).toEqual(
      expect.arrayContaining([expect.stringContaining('birth_date'), expect.stringContaining('postal_code')]),
    )
  })

  it('the reference cashier refuses a deposit until the missing fields are given', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    const refused = await c.post(`${P}/dev/deposit`, { currency: 'EUR', amount: 1000 })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.issues[0]).toEqual({
      path: 'user.first_name',
      message: 'is required before a deposit',
    })
    const user = { first_name: 'Ada', last_name: 'L', birth_date: '1990-01-01', postal_code: '10115' }
    expect((await c.patch(`${P}/player/deposit_fields`, { user })).statusCode).toBe(200)
    expect((await c.post(`${P}/dev/deposit`, { currency: 'EUR', amount: 1000 })).statusCode).toBe(200)
  })

  it('requires nothing when the operator configures nothing', async () => {
    const c = new Client(plain)
    await signedUp(plain, c)
    expect((await c.get(`${P}/player/deposit_fields`)).json()).toEqual({ required: [], missing: [] })
  })

  it('refuses an unknown field in the configuration', () => {
    expect(() => loadConfig({ DEPOSIT_REQUIRED_FIELDS: 'first_name,shoe_size' })).toThrow(
      /DEPOSIT_REQUIRED_FIELDS/,
    )
  })
})
