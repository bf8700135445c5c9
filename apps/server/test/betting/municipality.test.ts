// Bet code 118: a Brazilian player bets only with a registered municipality (IBGE code) of the
// municipalities table; the missed auth fields call asks for it and checks it against the table.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema/index.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place } from './helpers.ts'

const app = await buildBetting()
const home = pick(IDS.matches.arsenalChelsea, 1, '1', 2.1)
const SAO_PAULO = '3550308'

async function brazilian(municipalityCode: string | null) {
  const p = await newPlayer(app)
  await app.testDb.db
    .update(users)
    .set({ country: 'BR', municipalityCode, firstName: 'Ana', lastName: 'Silva' })
    .where(eq(users.id, p.id))
  return p
}

describe('bet code 118', () => {
  it('refuses a Brazilian player without a municipality, and takes nothing', async () => {
    const p = await brazilian(null)
    const res = await place(p, body([{ stake: 1000, selections: [home] }]))
    expect(res.statusCode).toBe(422)
    expect(res.json().error).toMatchObject({
      code: 'municipality_not_found',
      bet_code: 118,
      errors_by_bet: [{ index: 0, code: 118, error_code: 'municipality_not_found' }],
    })
    expect(res.json().error.errors_by_bet[0].localized_message).toMatch(/municipality/)
    expect((await p.balance()).amount).toBe(100_000)
  })

  it('refuses a code that is not in the municipalities table, in every bet of the request', async () => {
    const p = await brazilian('9999999')
    const res = await place(
      p,
      body([
        { stake: 100, selections: [home] },
        { stake: 100, selections: [home] },
      ]),
    )
    expect(res.json().error.errors_by_bet.map((e: { code: number }) => e.code)).toEqual([118, 118])
  })

  it('accepts a Brazilian player with a known municipality, and players of other countries without one', async () => {
    expect(
      (await place(await brazilian(SAO_PAULO), body([{ stake: 1000, selections: [home] }]))).statusCode,
    ).toBe(200)
    expect((await place(await newPlayer(app), body([{ stake: 1000, selections: [home] }]))).statusCode).toBe(
      200,
    )
  })
})

describe('municipality in the missed auth fields', () => {
  it('is missed by a Brazilian player only, lists the seeded capitals, and is checked against them', async () => {
    const p = await brazilian(null)
    const player = async () => (await p.api({ method: 'GET', url: '/api/platform/player' })).json()
    expect((await player()).auth_fields_missed).toEqual(['municipality_code'])
    const other = await newPlayer(app)
    const otherPlayer = await other.api({ method: 'GET', url: '/api/platform/player' })
    expect(otherPlayer.json().auth_fields_missed).not.toContain('municipality_code')

    const list = (await p.api({ method: 'GET', url: '/api/platform/player/municipalities' })).json().data
    expect(list).toHaveLength(27)
    expect(list).toContainEqual({ code: SAO_PAULO, name: 'São Paulo', state: 'SP' })
    expect(list).toContainEqual({ code: '5300108', name: 'Brasília', state: 'DF' })

    const patch = (user: object) =>
      p.api({ method: 'PATCH', url: '/api/platform/player/missed_auth_fields', payload: { user } })
    const none = await patch({})
    expect([none.statusCode, none.json().error.issues]).toEqual([
      400,
      [{ path: 'user.municipality_code', message: 'is required' }],
    ])
    expect((await patch({ municipality_code: '123' })).statusCode).toBe(400)
    const unknown = await patch({ municipality_code: '1234567' })
    expect(unknown.json().error.issues).toEqual([
      { path: 'user.municipality_code', message: 'is not a known municipality' },
    ])
    const ok = await patch({ municipality_code: SAO_PAULO })
    expect([ok.statusCode, ok.json().auth_fields_missed]).toEqual([200, []])
    expect((await place(p, body([{ stake: 1000, selections: [home] }]))).statusCode).toBe(200)
  })
})
