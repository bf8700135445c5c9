// Auto cash-out and alert rules (issue #30, ADR 029): creating and refusing rules, the rule on the bet,
// firing on a re-pricing with the bettor offline (no request of theirs), partial and notify rules, a
// manual cash-out or settlement ending the rule.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refreshOffers } from '../../src/modules/betting/offers.ts'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { buildBetting, newPlayer } from './helpers.ts'
import { eur, ruleKit } from './rule-helpers.ts'

const app = await buildBetting()
const db = app.testDb.db
const m = IDS.matches
const k = ruleKit(app)
const tick = () => refreshOffers(app.betting, [m.arsenalChelsea])

describe('cash-out rules: create, show, remove', () => {
  it('sets a rule shown on the bet, replaces it, and removes it', async () => {
    const p = await newPlayer(app)
    const id = await k.openBet(p)
    // offer now 9.50, potential win 21.00
    const res = await k.setRule(p, { bet_id: id, kind: 'auto', threshold: eur(1200) })
    expect(res.statusCode).toBe(200)
    const rule = { kind: 'auto', threshold: { value: 1200, currency: 'EUR', subunits: 2 }, amount: null }
    expect(res.json().bet.cashout_rule).toMatchObject(rule)
    expect((await k.listed(p, id)).cashout_rule).toMatchObject(rule)
    const again = await k.setRule(p, { bet_id: id, kind: 'notify', threshold: eur(1500) })
    expect(again.json().bet.cashout_rule).toMatchObject({ kind: 'notify', threshold: { value: 1500 } })
    expect(await k.ruleStates(id)).toEqual(['removed', 'active'])
    const removed = await k.removeRule(p, id)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().bet.cashout_rule).toBeNull()
    expect((await k.listed(p, id)).cashout_rule).toBeNull()
    expect((await k.removeRule(p, id)).statusCode).toBe(404)
  })

  it('refuses a threshold at or under the offer or over the potential win, and a bad partial amount', async () => {
    const p = await newPlayer(app)
    const id = await k.openBet(p)
    const code = async (payload: object) =>
      (await k.setRule(p, { bet_id: id, ...payload })).json().error?.code
    expect(await code({ kind: 'auto', threshold: eur(950) })).toBe('cashout_rule_threshold_too_low')
    expect(await code({ kind: 'notify', threshold: eur(2101) })).toBe('cashout_rule_threshold_too_high')
    expect(await code({ kind: 'auto', threshold: eur(2100) })).toBeUndefined()
    expect(await code({ kind: 'auto', threshold: eur(1200), amount: eur(1200) })).toBe(
      'cashout_rule_amount_invalid',
    )
    // taking 11.95 of a 12.00 offer would leave 0.04 of stake in play, under the 0.10 minimum
    expect(await code({ kind: 'auto', threshold: eur(1200), amount: eur(1195) })).toBe(
      'cashout_rule_amount_invalid',
    )
    expect(await code({ kind: 'notify', threshold: eur(1200), amount: eur(100) })).toBe('invalid_params')
    expect(await code({ kind: 'auto', threshold: { value: 1200, currency: 'USD' } })).toBe('invalid_params')
    expect((await k.setRule(p, { bet_id: id, kind: 'auto', threshold: eur(950) })).statusCode).toBe(400)
  })

  it("another player's bet and an unknown bet are 404; a bet without cash-out (bonus, suspended) takes no rule", async () => {
    const p = await newPlayer(app)
    const other = await newPlayer(app)
    const id = await k.openBet(p)
    expect((await k.setRule(other, { bet_id: id, kind: 'auto', threshold: eur(1200) })).statusCode).toBe(404)
    expect((await k.setRule(p, { bet_id: '99999999', kind: 'auto', threshold: eur(1200) })).statusCode).toBe(
      404,
    )
    expect((await k.removeRule(other, id)).statusCode).toBe(404)
    await k.setHomeOdds(2.1, -1)
    const suspended = await k.setRule(p, { bet_id: id, kind: 'auto', threshold: eur(1200) })
    expect(suspended.json().error.code).toBe('cashout_unavailable')
    await k.setHomeOdds(2.1)
    // A bet placed with a freebet has no cash-out (README "Bonuses"), so no rule either.
    const bonus = await k.openBet(p)
    await db.execute(sql`insert into bet_bonuses (bet_id, bonus_id, type, campaign_id, freebet_amount)
      values (${bonus}, 'f1', 'freebet', 1, 1000)`)
    const refused = await k.setRule(p, { bet_id: bonus, kind: 'auto', threshold: eur(1200) })
    expect(refused.json().error.code).toBe('cashout_unavailable')
  })
})

describe('cash-out rules fire on a re-pricing', () => {
  it('a full auto rule pays the offer at the tick, with no request from the player', async () => {
    const p = await newPlayer(app)
    const id = await k.openBet(p)
    await k.setRule(p, { bet_id: id, kind: 'auto', threshold: eur(1200) })
    await k.setHomeOdds(1.8)
    await tick() // 10.00 × 2.1 / 1.8 × 0.95 = 11.08: under the threshold, nothing happens
    expect((await k.listed(p, id)).status).toBe('waiting_results')
    await k.setHomeOdds(1.4)
    await tick() // the offer jumped past 12.00 to 14.25: 14.25 is paid, not the threshold
    const bet = await k.listed(p, id)
    expect(bet).toMatchObject({ status: 'cashed_out', cashed_out: { value: 1425 }, cashout_rule: null })
    expect((await p.balance()).amount).toBe(100_000 - 1000 + 1425)
    expect(await k.ruleStates(id)).toEqual(['fired'])
    expect((await k.notices(p.id)).map((n) => [n.kind, n.payload.auto])).toEqual([['cashout_done', true]])
    const history = (await p.api({ method: 'GET', url: `/api/sportsbook/bets/${id}/history` })).json().data
    expect(history.at(-1)).toMatchObject({
      event: 'cashed_out',
      actor: 'auto_cashout',
      amount: { value: 1425 },
    })
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance: 100_425, ledger: 100_425 }])
    await tick()
    expect(await k.payouts(id)).toBe(1)
  })

  it('a partial auto rule takes its amount and leaves the rest in play', async () => {
    const p = await newPlayer(app)
    const id = await k.openBet(p, 2000)
    await k.setRule(p, { bet_id: id, kind: 'auto', threshold: eur(2500), amount: eur(1000) })
    await k.setHomeOdds(1.4)
    await tick() // offer 28.50: 10.00 taken, stake 20.00 × (1 − 10/28.5) rounded in the house's favour
    const bet = await k.listed(p, id)
    expect(bet).toMatchObject({
      status: 'waiting_results',
      stake: { value: 1298 },
      cashed_out: { value: 1000 },
      cashout_rule: null,
    })
    expect((await p.balance()).amount).toBe(100_000 - 2000 + 1000)
    expect(await k.ruleStates(id)).toEqual(['fired'])
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance: 99_000, ledger: 99_000 }])
  })

  it('a notify rule sends one alert and moves no money', async () => {
    const p = await newPlayer(app)
    const id = await k.openBet(p)
    await k.setRule(p, { bet_id: id, kind: 'notify', threshold: eur(1200) })
    await k.setHomeOdds(1.4)
    await tick()
    await tick()
    const notices = await k.notices(p.id)
    expect(notices).toEqual([
      {
        kind: 'cashout_alert',
        payload: {
          bet_id: id,
          threshold: { value: 1200, currency: 'EUR', subunits: 2 },
          offer: { value: 1425, currency: 'EUR', subunits: 2 },
        },
      },
    ])
    expect(await k.listed(p, id)).toMatchObject({ status: 'waiting_results', cashout_rule: null })
    expect((await p.balance()).amount).toBe(100_000 - 1000)
    const listed = (await p.api({ method: 'GET', url: '/api/sportsbook/notifications' })).json().data
    expect(listed[0]).toMatchObject({
      type: 'cashout_alert',
      object_id: id,
      title: 'Cash-out alert',
      body: `The cash-out offer on bet ${id} reached €12.00: it is €14.25 now.`,
    })
  })

  it('a manual cash-out (partial too) removes the rule; settlement lapses it', async () => {
    const p = await newPlayer(app)
    const id = await k.openBet(p, 2000)
    await k.setRule(p, { bet_id: id, kind: 'auto', threshold: eur(3000) })
    const res = await k.cashout(p, { bet_id: id, to_cashout: eur(1900), amount: eur(950) })
    expect(res.json().bet.cashout_rule).toBeNull()
    expect(await k.ruleStates(id)).toEqual(['removed'])
    await k.setHomeOdds(1.1)
    await tick()
    expect((await k.listed(p, id)).cashed_out.value).toBe(950)
    const settling = await k.openBet(p)
    await k.setRule(p, { bet_id: settling, kind: 'notify', threshold: eur(1500) })
    await k.settleHomeWin()
    await settleMatches(app.betting, [m.arsenalChelsea])
    expect(await k.ruleStates(settling)).toEqual(['lapsed'])
    await k.setHomeOdds(2.1)
  })
})
