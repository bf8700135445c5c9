import { describe, expect, it } from 'vitest'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place } from './helpers.ts'

const app = await buildBetting()
const m = IDS.matches
/** Arsenal v Chelsea (prematch) 1X2: home 2.1, draw 3.4, away 3.2. */
const home = pick(m.arsenalChelsea, 1, '1', 2.1)
const realHome = pick(m.realBarca, 1, '1', 2.1)

describe('POST /bets', () => {
  it('places a single at the current odds, takes the stake and answers the bet and balance', async () => {
    const p = await newPlayer(app)
    const res = await place(p, body([{ stake: 1000, selections: [home] }], 'single'))
    expect(res.statusCode).toBe(200)
    const { data, balance } = res.json()
    expect(balance).toEqual({ value: 99_000, currency: 'EUR', subunits: 2 })
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({
      type: 'single',
      status: 'waiting_results',
      result: 'no_results',
      stake: { value: 1000, currency: 'EUR', subunits: 2 },
      win_amount: { value: 2100, currency: 'EUR', subunits: 2 },
      odds: 2.1,
      bonus: null,
      system: null,
      is_vip: false,
      category: 'regular',
    })
    expect(data[0].ref).toMatch(/^SB-/)
    expect(data[0].selections[0]).toMatchObject({
      match_id: m.arsenalChelsea,
      outcome_name: '1',
      odds: 2.1,
      result: null,
    })
    expect((await p.balance()).amount).toBe(99_000)
  })

  it('places multi-singles, a combo and a system', async () => {
    const p = await newPlayer(app)
    const multi = await place(
      p,
      body([
        { stake: 500, selections: [home] },
        { stake: 700, selections: [realHome] },
      ]),
    )
    expect(multi.statusCode).toBe(200)
    expect(multi.json().data.map((b: { stake: { value: number } }) => b.stake.value)).toEqual([500, 700])
    const combo = await place(p, body([{ stake: 1000, selections: [home, realHome] }], 'combo'))
    expect(combo.statusCode).toBe(200)
    expect(combo.json().data[0]).toMatchObject({ type: 'combo', odds: 4.41, win_amount: { value: 4410 } })
    const tennis = pick(m.nadalFederer, 186, '2', 2.5)
    const system = await place(
      p,
      body([{ stake: 3000, selections: [home, realHome, tennis], system_id: '2/3' }], 'system'),
    )
    expect(system.statusCode).toBe(200)
    expect(system.json().data[0]).toMatchObject({
      type: 'system',
      system: { id: '2/3', win_count: 2, total_count: 3 },
      // lines of 1000: 2.1×2.1 + 2.1×2.5 + 2.1×2.5
      win_amount: { value: 4410 + 5250 + 5250 },
    })
    expect((await p.balance()).amount).toBe(100_000 - 500 - 700 - 1000 - 3000)
  })

  it('refuses visitors with 401', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/bets',
      payload: body([{ stake: 100, selections: [home] }]),
    })
    expect(res.statusCode).toBe(401)
  })

  it('answers invalid_params for a malformed body, never a 500', async () => {
    const p = await newPlayer(app)
    for (const payload of [
      {},
      body([{ stake: -5, selections: [home] }]),
      body([{ stake: 1.5, selections: [home] }]),
      body([{ stake: 100, selections: [] }]),
      body([{ stake: 100, selections: [{ ...home, odds: 0.5 }] }]),
      { ...body([{ stake: 100, selections: [home] }]), meta: { device_id: 'd', type: 'nope' } },
    ]) {
      const res = await place(p, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('invalid_params')
    }
  })
})
