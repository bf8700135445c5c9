// Price boosts (issue #30.5, ADR 033): the catalog shows a boosted outcome at its boosted price with
// the normal one as boosted_from (from memory: no query per visitor); placement prices it there, keeps
// the normal price on the bet, and refuses a stake above the customer's most stake at the boost (also
// when two placements race); no cash-out; settlement pays the boosted price; books = ledger.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import {
  DEMO_PRICE_BOOSTS,
  priceBoostBook,
  seedDemoPriceBoosts,
} from '../../src/modules/price-boosts/index.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { buildBetting, newPlayer, pick, place, type TestPlayer } from './helpers.ts'

const app = await buildBetting()
const db = app.testDb.db
const m = IDS.matches
const HOUR = 3_600_000

await db.execute(sql`insert into price_boosts (match_id, market_id, specifier, outcome_id, boosted_odds_scaled,
    max_stake, currency, starts_at, created_at)
  values (${m.arsenalChelsea}, 1, '', '1', 25000, 2000, 'EUR', ${new Date(app.clock.now().getTime() - HOUR)},
    ${app.clock.now()})`)
await priceBoostBook(db).refresh(app.clock.now())

const boosted = (stake: number) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [pick(m.arsenalChelsea, 1, '1', 2.5)] }],
})
const refusedCode = async (p: TestPlayer, stake: number) => {
  const res = await place(p, boosted(stake))
  return [res.statusCode, res.json().error?.code]
}

describe('price boosts', () => {
  it('the catalog shows the boosted price with the normal one struck (boosted_from)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/sportsbook/matches/${m.arsenalChelsea}/markets`,
    })
    const market = res.json().data.find((mk: { id: number }) => mk.id === 1)
    expect(market.outcomes.find((o: { id: string }) => o.id === '1')).toMatchObject({
      odds: 2.5,
      boosted_from: 2.1,
    })
    expect(market.outcomes.find((o: { id: string }) => o.id === '2').boosted_from).toBeUndefined()
    const list = await app.inject({ method: 'GET', url: `/api/sportsbook/matches/${m.arsenalChelsea}` })
    expect(list.json().main_market.outcomes[0]).toMatchObject({ odds: 2.5, boosted_from: 2.1 })
  })

  it('places at the boosted price, keeps the normal price on the bet, offers no cash-out', async () => {
    const p = await newPlayer(app)
    const res = await place(p, boosted(1500))
    expect(res.statusCode).toBe(200)
    const bet = res.json().data[0]
    expect(bet.selections[0]).toMatchObject({ odds: 2.5, boosted_from: 2.1 })
    expect(bet.win_amount.value).toBe(3750)
    expect(bet.to_cashout).toBeNull()
    const { rows } = await db.execute<{ odds_scaled: number; unboosted_odds_scaled: number }>(
      sql`select odds_scaled, unboosted_odds_scaled from bet_selections where bet_id = ${bet.id}`,
    )
    expect(rows).toEqual([{ odds_scaled: 25_000, unboosted_odds_scaled: 21_000 }])
    const listed = (await p.api({ method: 'GET', url: '/api/sportsbook/bets' })).json().data[0]
    expect(listed.selections[0].boosted_from).toBe(2.1)
    expect(listed.to_cashout).toBeNull()
  })

  it('refuses a stake above what is left of the most stake per customer, whole (never split)', async () => {
    const p = await newPlayer(app)
    expect(await refusedCode(p, 2001)).toEqual([400, 'price_boost_max_stake'])
    expect((await place(p, boosted(1500))).statusCode).toBe(200)
    const over = await place(p, boosted(600))
    expect([over.statusCode, over.json().error.code]).toEqual([400, 'price_boost_max_stake'])
    expect(over.json().error.message).toContain('€5.00')
    expect((await place(p, boosted(500))).statusCode).toBe(200)
    expect((await p.balance()).amount).toBe(100_000 - 2000)
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance: 98_000, ledger: 98_000 }])
  })

  it('lets only one of two placements racing past the most stake through', async () => {
    const p = await newPlayer(app)
    const answers = await Promise.all([place(p, boosted(1500)), place(p, boosted(1500))])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400])
    expect((await p.balance()).amount).toBe(100_000 - 1500)
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance: 98_500, ledger: 98_500 }])
  })

  it('settlement pays the boosted price; each bet’s payout is its ledger credit', async () => {
    const p = await newPlayer(app)
    const bet = (await place(p, boosted(1000))).json().data[0]
    await db.execute(sql`update markets set status = -3, result = ${JSON.stringify({ '1': 'win', '2': 'lose', '3': 'lose' })}::jsonb
      where match_id = ${m.arsenalChelsea} and market_id = 1 and specifier = ''`)
    await settleMatches(app.betting, [m.arsenalChelsea])
    expect((await p.balance()).amount).toBe(100_000 - 1000 + 2500)
    const { rows } = await db.execute<{ kind: string; amount: string }>(
      sql`select kind, amount::text from ledger_entries where ref = ${`bet:${bet.id}`} order by id`,
    )
    expect(rows).toEqual([
      { kind: 'bet_stake', amount: '-1000' },
      { kind: 'bet_win', amount: '2500' },
    ])
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance: 101_500, ledger: 101_500 }])
  })

  it('demo seeding tops the running boosts up to DEMO_PRICE_BOOSTS.matches, once per match', async () => {
    const live = async () =>
      (
        await db.execute<{ n: number }>(sql`select count(*)::int as n from price_boosts pb join matches m
          on m.id = pb.match_id where m.status = 0`)
      ).rows[0]!.n
    const before = await live()
    const added = await seedDemoPriceBoosts(db, app.clock.now())
    expect(added).toBeGreaterThan(0)
    expect(await live()).toBe(before + added)
    expect(await live()).toBeLessThanOrEqual(DEMO_PRICE_BOOSTS.matches)
    expect(await seedDemoPriceBoosts(db, app.clock.now())).toBe(0)
    const { rows } = await db.execute<{ boosted: number; normal: number }>(sql`
      select pb.boosted_odds_scaled as boosted, round((o->>'odds')::numeric * 10000)::int as normal
      from price_boosts pb join markets mk on mk.match_id = pb.match_id and mk.market_id = pb.market_id
        and mk.specifier = pb.specifier, jsonb_array_elements(mk.outcomes) o
      where o->>'id' = pb.outcome_id and pb.match_id <> ${m.arsenalChelsea}`)
    for (const r of rows) expect(r.boosted).toBeGreaterThan(r.normal)
  })
})
