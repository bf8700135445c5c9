// Bets with a bonus: a freebet's stake never comes from the balance and is consumed once (race
// test), a comboboost boosts the odds, the domain's conditions are re-checked, no cash-out, and
// settlement pays each kind its own way through the ledger.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { newPlayer, pick, place, type TestPlayer } from '../betting/helpers.ts'
import { bonusBet, buildBonuses, campaignId, legs, redeem, THIRD_MATCH } from './helpers.ts'

const app = await buildBonuses()
const db = app.testDb.db
const m = IDS.matches
const boost = await campaignId(app, 'demo-comboboost')

async function freebetOf(p: TestPlayer, code: string) {
  const { bonus } = (await redeem(p, code)).json()
  return bonus as { id: string; type: string; amount: { value: number } }
}
const freebets = async (p: TestPlayer) =>
  (await p.api({ method: 'GET', url: '/api/sportsbook/bonuses/freebets?limit=500' })).json().data as {
    id: string
    type: string
    status: string
    amount: { value: number }
  }[]
const settleMarket = (matchId: number, result: Record<string, string>, marketId = 1) =>
  db.execute(sql`update markets set status = -3, result = ${JSON.stringify(result)}::jsonb
    where match_id = ${matchId} and market_id = ${marketId} and specifier = ''`)
const homeWins = { '1': 'win', '2': 'lose', '3': 'lose' }
const homeLoses = { '1': 'lose', '2': 'win', '3': 'lose' }
const settleAll = async (arsenal = homeWins) => {
  await settleMarket(m.arsenalChelsea, arsenal)
  await settleMarket(m.realBarca, homeWins)
  await settleMarket(THIRD_MATCH, homeWins)
  await settleMatches(app.betting, [m.arsenalChelsea, m.realBarca, THIRD_MATCH])
}
const reopen = () =>
  db.execute(
    sql`update markets set status = 1, result = null where match_id in (${m.arsenalChelsea}, ${m.realBarca}, ${THIRD_MATCH}) and market_id = 1`,
  )

describe('placing with a bonus', () => {
  it('places a freebet combo without touching the balance, shows the bonus, and consumes the freebet', async () => {
    const p = await newPlayer(app)
    const fb = await freebetOf(p, 'WELCOME10')
    const res = await place(p, bonusBet(1000, { id: fb.id, type: fb.type }))
    expect(res.statusCode).toBe(200)
    const bet = res.json().data[0]
    expect(bet.bonus).toEqual({
      id: fb.id,
      type: 'freebet_only_win',
      odds: null,
      amount: { value: 1000, currency: 'EUR', subunits: 2 },
    })
    // Only-win: 10 € × 13.23 = 132.30 €, less the free stake.
    expect(bet.win_amount.value).toBe(12_230)
    expect(bet.to_cashout).toBeNull()
    expect(res.json().balance.value).toBe(100_000)
    expect((await p.balance()).amount).toBe(100_000)
    expect((await freebets(p))[0]!.status).toBe('not_available')
    const listed = (await p.api({ method: 'GET', url: '/api/sportsbook/bets' })).json().data[0]
    expect(listed.bonus.id).toBe(fb.id)
    const again = await place(p, bonusBet(1000, { id: fb.id, type: fb.type }))
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'bonus_not_available'])
    const cashout = await p.api({
      method: 'POST',
      url: '/api/sportsbook/bets/cashout',
      payload: { bet_id: bet.id, to_cashout: { value: 100, currency: 'EUR' } },
    })
    expect(cashout.json().error.code).toBe('cashout_unavailable')
  })

  it('lets exactly one of two placements racing for one freebet succeed', async () => {
    const p = await newPlayer(app)
    const fb = await freebetOf(p, 'FREEBET5')
    const answers = await Promise.all([
      place(p, bonusBet(500, { id: fb.id, type: fb.type })),
      place(p, bonusBet(500, { id: fb.id, type: fb.type }, [legs[0]!, legs[1]!])),
    ])
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes).toEqual([200, 409])
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('bonus_not_available')
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from bet_bonuses where bonus_id = ${fb.id}`,
    )
    expect(rows[0]!.n).toBe(1)
    expect((await p.balance()).amount).toBe(100_000)
  })

  it('re-checks the conditions: the stake must be the amount, the odds and count must fit, the bonus must be the player’s', async () => {
    const p = await newPlayer(app)
    const fb = await freebetOf(p, 'ALLWIN5') // minimum total odds 2.00
    const wrongStake = await place(p, bonusBet(400, { id: fb.id, type: fb.type }))
    expect([wrongStake.statusCode, wrongStake.json().error.code]).toEqual([400, 'bonus_not_applicable'])
    const lowOdds = await place(
      p,
      bonusBet(500, { id: fb.id, type: fb.type }, [pick(m.nadalFederer, 186, '1', 1.5)]),
    )
    expect(lowOdds.json().error.code).toBe('bonus_not_applicable')
    const twoLegs = await place(p, bonusBet(1000, { id: boost, type: 'comboboost' }, [legs[0]!, legs[1]!]))
    expect(twoLegs.json().error.code).toBe('bonus_not_applicable')
    const other = await newPlayer(app)
    const foreign = await place(other, bonusBet(500, { id: fb.id, type: fb.type }))
    expect(foreign.json().error.code).toBe('bonus_not_available')
    const wrongType = await place(p, bonusBet(500, { id: fb.id, type: 'freebet_only_win' }))
    expect(wrongType.json().error.code).toBe('bonus_not_available')
    expect((await freebets(p))[0]!.status).toBe('active')
    expect((await p.balance()).amount).toBe(100_000)
  })

  it('boosts a qualifying combo by its range: stake taken, potential win × 1.05', async () => {
    const p = await newPlayer(app)
    const res = await place(p, bonusBet(1000, { id: boost, type: 'comboboost', odds: 1.05 }))
    expect(res.statusCode).toBe(200)
    const bet = res.json().data[0]
    expect(bet.bonus).toEqual({ id: boost, type: 'comboboost', odds: 1.05, amount: null })
    expect(bet.win_amount.value).toBe(13_891) // 10 € × 13.23 × 1.05 rounded down
    expect((await p.balance()).amount).toBe(99_000)
  })
})

describe('settling bonus bets', () => {
  it('pays only-win the winnings, all-win the whole return, a comboboost the boosted odds', async () => {
    await reopen()
    const p = await newPlayer(app)
    const onlyWin = await freebetOf(p, 'WELCOME10')
    const allWin = await freebetOf(p, 'ALLWIN5')
    for (const payload of [
      bonusBet(1000, { id: onlyWin.id, type: onlyWin.type }),
      bonusBet(500, { id: allWin.id, type: allWin.type }, [legs[0]!, legs[1]!]),
      bonusBet(1000, { id: boost, type: 'comboboost', odds: 1.05 }, [legs[2]!, legs[1]!, legs[0]!]),
    ])
      expect((await place(p, payload)).json().error?.errors_by_bet).toBeUndefined()
    expect((await p.balance()).amount).toBe(99_000)
    await settleAll()
    // 12 230 (only-win) + 2205 (5 € × 4.41, all-win) + 13 891 (boosted) = 28 326
    expect((await p.balance()).amount).toBe(99_000 + 12_230 + 2205 + 13_891)
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance: 127_326, ledger: 127_326 }])
    const bets = (await p.api({ method: 'GET', url: '/api/sportsbook/bets?status=settled' })).json().data
    expect(bets.map((b: { win_amount: { value: number } }) => b.win_amount.value).sort()).toEqual([
      12_230, 13_891, 2205,
    ])
  })

  it('pays a winning boosted combo exactly the win it quoted, cent for cent (issue #27)', async () => {
    await reopen()
    const p = await newPlayer(app)
    // €10.02 × 13.23 × 1.05 = €139.1913…: quoted €139.19; rounding the plain €132.56 first paid €139.18.
    const placed = await place(p, bonusBet(1002, { id: boost, type: 'comboboost', odds: 1.05 }))
    const quoted = placed.json().data[0].win_amount.value
    expect(quoted).toBe(13_919)
    await settleAll()
    expect((await p.balance()).amount).toBe(100_000 - 1002 + quoted)
    const [settled] = (await p.api({ method: 'GET', url: '/api/sportsbook/bets?status=settled' })).json().data
    expect(settled.win_amount.value).toBe(quoted)
  })

  it('gives a lost no-risk stake back as a new freebet, and nothing for a lost freebet', async () => {
    await reopen()
    const p = await newPlayer(app)
    const noRisk = await freebetOf(p, 'NORISK20')
    await p.api({ method: 'POST', url: `/api/sportsbook/bonuses/${noRisk.id}/activate` })
    const plain = await freebetOf(p, 'FREEBET5')
    expect((await place(p, bonusBet(1500, { id: noRisk.id, type: noRisk.type }))).statusCode).toBe(200)
    expect((await place(p, bonusBet(500, { id: plain.id, type: plain.type }))).statusCode).toBe(200)
    // The no-risk stake is real money (at most the amount); the freebet's is not.
    expect((await p.balance()).amount).toBe(98_500)
    await settleAll(homeLoses)
    expect((await p.balance()).amount).toBe(98_500)
    const back = (await freebets(p)).find((f) => f.status === 'active')
    expect(back).toMatchObject({ type: 'freebet', amount: { value: 1500 } })
    expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance: 98_500, ledger: 98_500 }])
  })

  it('gives a voided free stake back as a freebet of its kind, with no cash', async () => {
    await reopen()
    const p = await newPlayer(app)
    const fb = await freebetOf(p, 'FREEBET5')
    const single = [pick(m.arsenalChelsea, 1, '1', 2.1)]
    expect((await place(p, bonusBet(500, { id: fb.id, type: fb.type }, single))).statusCode).toBe(200)
    await db.execute(
      sql`update markets set status = -4 where match_id = ${m.arsenalChelsea} and market_id = 1`,
    )
    await settleMatches(app.betting, [m.arsenalChelsea])
    expect((await p.balance()).amount).toBe(100_000)
    const active = (await freebets(p)).filter((f) => f.status === 'active')
    expect(active).toMatchObject([{ type: 'freebet', amount: { value: 500 } }])
  })
})
