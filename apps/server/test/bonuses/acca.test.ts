// Acca insurance and acca bonus (issue #30.4, ADR 032): attached by themselves at placement to a
// qualifying pre-match combo, shown on the bet, decided at settlement: the insurance refunds the stake
// (at most the cap) as a freebet when exactly one leg lost, the bonus pays a share of the winnings as
// its own ledger line; a void leg drops out of the count.
import { describe, expect, it } from 'vitest'
import { IDS } from '../helpers/fixtures.ts'
import { newPlayer, pick, place, body } from '../betting/helpers.ts'
import { bonusBet, campaignId, legs, redeem, THIRD_MATCH } from './helpers.ts'
import { accaKit, buildAcca } from './acca-helpers.ts'

const app = await buildAcca()
const k = accaKit(app)
const m = IDS.matches
const win = { '1': 'win', '2': 'lose', '3': 'lose' }
const lose = { '1': 'lose', '2': 'win', '3': 'lose' }

describe('acca offers at placement', () => {
  it('a qualifying combo is insured and earns the bonus tier of its legs, by itself', async () => {
    const p = await newPlayer(app)
    const res = await place(p, body([{ stake: 1000, selections: legs }], 'combo'))
    const offers = [
      { kind: 'acca_bonus', state: 'open', percent: 10 },
      { kind: 'acca_insurance', state: 'open' },
    ]
    expect(res.json().data[0].acca).toEqual(offers)
    expect((await k.listed(p, res.json().data[0].id)).acca).toEqual(offers)
  })

  it('a single gets neither, a combo with the comboboost no acca bonus, and one insurance a day', async () => {
    const p = await newPlayer(app)
    const single = await place(p, body([{ stake: 500, selections: [pick(m.arsenalChelsea, 1, '1', 2.1)] }]))
    expect(single.json().data[0].acca).toBeUndefined()
    expect((await k.listed(p, single.json().data[0].id)).acca).toBeUndefined()
    const boost = await campaignId(app, 'demo-comboboost')
    const boosted = await place(p, bonusBet(1000, { id: boost, type: 'comboboost', odds: 1.05 }))
    expect(boosted.statusCode).toBe(200)
    expect((await k.listed(p, boosted.json().data[0].id)).acca).toEqual([
      { kind: 'acca_insurance', state: 'open' },
    ])
    // The day's insurance is taken: the next combo earns the bonus only.
    const second = await k.combo(p)
    expect((await k.listed(p, second)).acca).toEqual([{ kind: 'acca_bonus', state: 'open', percent: 10 }])
  })

  it('a combo with a profit-boost token earns no acca offer (one promotion per bet, ADR 033)', async () => {
    const p = await newPlayer(app)
    const token = (await redeem(p, 'BOOST25')).json().bonus as { id: string }
    const res = await place(p, bonusBet(1000, { id: token.id, type: 'profit_boost' }))
    expect(res.statusCode).toBe(200)
    expect(res.json().data[0].acca).toBeUndefined()
    expect((await k.listed(p, res.json().data[0].id)).acca).toBeUndefined()
  })

  it('GET /bonuses/acca lists the first running offer of each kind; acca campaigns are not on the spec lists', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/sportsbook/bonuses/acca' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      insurance: { min_legs: 5, min_odds: 1.2, cap: { value: 2000, currency: 'EUR', subunits: 2 } },
      bonus: expect.objectContaining({
        min_odds: 1.2,
        tiers: expect.arrayContaining([{ min_legs: 4, max_legs: 5, percent: 5 }]),
      }),
    })
    const list = await app.inject({ method: 'GET', url: '/api/sportsbook/bonuses?limit=500' })
    const types = list.json().data.map((c: { type: string }) => c.type)
    expect(types).not.toContain('acca_insurance')
    expect(types).not.toContain('acca_bonus')
  })
})

describe('acca offers at settlement', () => {
  it('lost by one leg: the bet waits for its other legs, then the stake comes back as a freebet up to the cap', async () => {
    await k.reopen()
    const p = await newPlayer(app)
    const id = await k.combo(p, 1000)
    await k.settleMarket(m.arsenalChelsea, lose)
    await k.settle([m.arsenalChelsea])
    expect((await k.listed(p, id)).status).toBe('waiting_results')
    await k.settleMarket(m.realBarca, win)
    await k.settleMarket(THIRD_MATCH, win)
    await k.settle()
    const bet = await k.listed(p, id)
    expect(bet.result).toBe('lose_entire')
    expect(bet.acca).toEqual([
      { kind: 'acca_bonus', state: 'none', percent: 10 },
      { kind: 'acca_insurance', state: 'paid', reward: { value: 500, currency: 'EUR', subunits: 2 } },
    ])
    expect(await k.freebets(p.id)).toEqual([
      { amount: 500, source: `acca_insurance:bet:${id}`, type: 'freebet', status: 'active' },
    ])
    // A freebet is promo liability: no cash moved for it.
    expect(await k.booksAreExact(p, id)).toBe(100_000 - 1000)
  })

  it('two lost legs settle at once, with no refund', async () => {
    await k.reopen()
    const p = await newPlayer(app)
    const id = await k.combo(p)
    await k.settleMarket(m.arsenalChelsea, lose)
    await k.settleMarket(m.realBarca, lose)
    await k.settle([m.arsenalChelsea, m.realBarca])
    const bet = await k.listed(p, id)
    expect(bet.result).toBe('lose_entire')
    expect(bet.acca.find((a: { kind: string }) => a.kind === 'acca_insurance').state).toBe('none')
    expect(await k.freebets(p.id)).toEqual([])
  })

  it('a winning combo pays its bonus on the winnings as its own ledger line', async () => {
    await k.reopen()
    const p = await newPlayer(app)
    const id = await k.combo(p, 1000)
    for (const match of [m.arsenalChelsea, m.realBarca, THIRD_MATCH]) await k.settleMarket(match, win)
    await k.settle()
    // 10 € × 13.23 = 132.30 €; winnings 122.30 € × 10 % = 12.23 €.
    expect(await k.ledger(`bet:${id}`)).toEqual([
      { kind: 'bet_stake', amount: -1000 },
      { kind: 'bet_win', amount: 13_230 },
    ])
    expect(await k.ledger(`acca_bonus:bet:${id}`)).toEqual([{ kind: 'acca_bonus', amount: 1223 }])
    expect((await k.listed(p, id)).acca[0]).toEqual({
      kind: 'acca_bonus',
      state: 'paid',
      percent: 10,
      reward: { value: 1223, currency: 'EUR', subunits: 2 },
    })
    expect(await k.booksAreExact(p, id)).toBe(100_000 - 1000 + 13_230 + 1223)
  })

  it('a void leg drops a tier (the bonus) and below the minimum legs the insurance', async () => {
    await k.reopen()
    const p = await newPlayer(app)
    const id = await k.combo(p, 1000)
    await k.settleMarket(m.realBarca, 'void')
    await k.settleMarket(m.arsenalChelsea, win)
    await k.settleMarket(THIRD_MATCH, win)
    await k.settle()
    // 10 € × 2.1 × 3 = 63 €; winnings 53 € × 5 % (two legs left) = 2.65 €.
    expect(await k.ledger(`acca_bonus:bet:${id}`)).toEqual([{ kind: 'acca_bonus', amount: 265 }])
    await k.booksAreExact(p, id)
  })

  it('a cash-out cancels both offers', async () => {
    await k.reopen()
    const p = await newPlayer(app)
    const id = await k.combo(p, 1000)
    const offer = (await k.listed(p, id)).to_cashout
    const res = await p.api({
      method: 'POST',
      url: '/api/sportsbook/bets/cashout',
      payload: {
        bet_id: id,
        to_cashout: { value: offer.value, currency: 'EUR' },
        amount: { value: Math.floor(offer.value / 2), currency: 'EUR' },
      },
    })
    expect(res.statusCode).toBe(200)
    for (const match of [m.arsenalChelsea, m.realBarca, THIRD_MATCH]) await k.settleMarket(match, win)
    await k.settle()
    const bet = await k.listed(p, id)
    expect(bet.acca.map((a: { state: string }) => a.state)).toEqual(['cancelled', 'cancelled'])
    expect(await k.ledger(`acca_bonus:bet:${id}`)).toEqual([])
    await k.booksAreExact(p, id)
  })
})
