// Auto cash-out under races (issue #30, ADR 029): a rule firing and a settlement, a rule firing and the
// player's own cash-out, two re-pricings firing one rule. Whichever takes the bet's lock first acts; the
// other finds the bet or the rule gone. Each round ends with the books checked: the account equals its
// ledger and the bet was paid by exactly one ledger line.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { fireRule, type DueRule } from '../../src/modules/betting/auto-cashout.ts'
import { refreshOffers } from '../../src/modules/betting/offers.ts'
import { activeRulesOf } from '../../src/modules/betting/repository/cashout-rules-repository.ts'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { buildBetting, newPlayer, type TestPlayer } from './helpers.ts'
import { eur, ruleKit } from './rule-helpers.ts'

const app = await buildBetting()
const db = app.testDb.db
const m = IDS.matches
const k = ruleKit(app)
const ROUNDS = 6

/** A bet of 10.00 at 2.1 with a full auto rule at 12.00, and the price moved to 1.4 (offer 14.25). */
async function armed(p: TestPlayer) {
  const id = await k.openBet(p)
  await k.setRule(p, { bet_id: id, kind: 'auto', threshold: eur(1200) })
  await k.setHomeOdds(1.4)
  return id
}

async function booksAreExact(p: TestPlayer, id: string) {
  const balance = (await p.balance()).amount
  expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance, ledger: balance }])
  expect(await k.payouts(id)).toBe(1)
  return balance
}

describe('auto cash-out races', () => {
  it('a rule firing and the settlement on one tick pay once', async () => {
    const seen = new Set<string>()
    for (let round = 0; round < ROUNDS; round++) {
      const p = await newPlayer(app)
      const id = await armed(p)
      // The provider's result reached the bet (its leg won) while the market still shows a price: the
      // offer (19.95 with the leg won) passes the threshold and the bet is decided, on the same tick.
      await db.execute(sql`update bet_selections set result = 'win' where bet_id = ${id}`)
      await Promise.all([
        refreshOffers(app.betting, [m.arsenalChelsea]),
        settleMatches(app.betting, [m.arsenalChelsea]),
      ])
      const balance = await booksAreExact(p, id)
      const bet = await k.listed(p, id)
      seen.add(bet.status)
      if (bet.status === 'cashed_out') {
        expect(await k.ruleStates(id)).toEqual(['fired'])
        expect(bet.cashed_out.value).toBe(1995)
        expect(balance).toBe(100_000 - 1000 + bet.cashed_out.value)
      } else {
        expect(bet.result).toBe('win_entire')
        expect(await k.ruleStates(id)).toEqual(['lapsed'])
        expect(balance).toBe(100_000 - 1000 + 2100)
      }
    }
    expect(seen.size).toBeGreaterThan(0)
  })

  it("a rule firing and the player's own cash-out pay once", async () => {
    const seen = new Set<string>()
    for (let round = 0; round < ROUNDS; round++) {
      const p = await newPlayer(app)
      const id = await armed(p)
      const [, manual] = await Promise.all([
        refreshOffers(app.betting, [m.arsenalChelsea]),
        k.cashout(p, { bet_id: id, to_cashout: eur(1425) }),
      ])
      const balance = await booksAreExact(p, id)
      expect(balance).toBe(100_000 - 1000 + 1425)
      const states = await k.ruleStates(id)
      if (manual.statusCode === 200) {
        seen.add('manual')
        expect(states).toEqual(['removed'])
      } else {
        seen.add('auto')
        expect(manual.json().error.code).toBe('cashout_unavailable')
        expect(states).toEqual(['fired'])
      }
    }
    expect(seen.size).toBeGreaterThan(0)
  })

  it('two re-pricings firing the same rule pay once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const p = await newPlayer(app)
      const id = await armed(p)
      const due: DueRule = { rule: (await activeRulesOf(db, [id]))[0]!, betId: id, live: false }
      const fired = await Promise.all([
        refreshOffers(app.betting, [m.arsenalChelsea]),
        refreshOffers(app.betting, [m.arsenalChelsea]),
        fireRule(app.betting, due),
      ])
      expect(fired[2]).toMatch(/^(fired|gone)$/)
      expect(await booksAreExact(p, id)).toBe(100_000 - 1000 + 1425)
      expect(await k.ruleStates(id)).toEqual(['fired'])
      expect((await k.notices(p.id)).filter((n) => n.kind === 'cashout_done')).toHaveLength(1)
    }
  })

  it('never pays under the threshold: an offer that fell back before the lock leaves the rule armed', async () => {
    const p = await newPlayer(app)
    const id = await armed(p)
    const due: DueRule = { rule: (await activeRulesOf(db, [id]))[0]!, betId: id, live: false }
    // The tick saw 14.25; by the time the unit locks the bet, the price is back at 2.1 (offer 9.50).
    await k.setHomeOdds(2.1)
    expect(await fireRule(app.betting, due)).toBe('armed')
    expect(await k.ruleStates(id)).toEqual(['active'])
    expect((await p.balance()).amount).toBe(100_000 - 1000)
    await k.setHomeOdds(1.4)
    expect(await fireRule(app.betting, due)).toBe('fired')
    expect(await booksAreExact(p, id)).toBe(100_000 - 1000 + 1425)
  })
})
