// Lucky bonuses (issue #30.6, ADR 036-lucky-bonuses): the operator's terms (zod-checked, public read from
// a per-process copy), fixed on a named multiple at placement, paid at settlement as their own
// `lucky_bonus` ledger line once; a non-runner cancels them; a bet without terms earns none.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEMO_LUCKY_BONUSES, setLuckyBonusTerms } from '../../src/modules/bonuses/index.ts'
import { newPlayer } from '../betting/helpers.ts'
import { buildLucky, luckyKit, type Result } from './lucky-helpers.ts'

const app = await buildLucky()
const db = app.testDb.db
const k = luckyKit(app)

/** A £1-a-line Lucky 15 (€15.00) settled as told; the bet as My Bets lists it and the books. */
async function round(results: readonly Result[], system_id = 'lucky15', lines = 15) {
  await k.reopen()
  const p = await newPlayer(app)
  const placed = await k.named(p, 100, system_id, lines)
  await k.results(results)
  await k.settle()
  const balance = await k.booksAreExact(p, placed.id)
  return { p, placed, bet: await k.listed(p, placed.id), balance }
}

describe('Lucky bonus terms', () => {
  it('GET /bonuses/lucky answers the terms to anyone, from a copy renewed each minute', async () => {
    const read = () => app.inject({ method: 'GET', url: '/api/sportsbook/bonuses/lucky' })
    const res = await read()
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    expect(res.json()).toEqual(DEMO_LUCKY_BONUSES)
    await db.execute(sql`update lucky_bonus_terms set all_winners_percent = 15 where system_name = 'lucky15'`)
    expect((await read()).json()).toEqual(DEMO_LUCKY_BONUSES)
    app.clock.advance(60_000)
    expect((await read()).json().bets[0]).toMatchObject({ system_id: 'lucky15', all_winners_percent: 15 })
    await setLuckyBonusTerms(db, DEMO_LUCKY_BONUSES, app.clock.now())
  })

  it('refuses terms that are not a bonus, and writes none of them', async () => {
    const bad = [
      { base: 'winnings', bets: [{ system_id: 'lucky15', one_winner_odds_multiplier: 1 }] },
      { base: 'winnings', bets: [{ system_id: 'lucky15' }] },
      { base: 'winnings', bets: [{ system_id: 'lucky16', all_winners_percent: 10 }] },
      { base: 'stake', bets: [] },
    ]
    for (const terms of bad) await expect(setLuckyBonusTerms(db, terms, app.clock.now())).rejects.toThrow()
    const { rows } = await db.execute(sql`select count(*)::int as n from lucky_bonus_terms`)
    expect(rows).toEqual([{ n: 3 }])
  })
})

describe('Lucky bonuses paid at settlement', () => {
  it('a Lucky 15 takes its terms at placement, shown on the bet', async () => {
    const p = await newPlayer(app)
    await k.reopen()
    const placed = await k.named(p, 100)
    const open = { base: 'winnings', one_winner_odds_multiplier: 2, all_winners_percent: 10, state: 'open' }
    expect(placed.lucky).toEqual(open)
    expect((await k.listed(p, placed.id)).lucky).toEqual(open)
  })

  it('one winner: its single at double odds, the extra as its own lucky_bonus line, paid once', async () => {
    // Federer at 2.5 alone: the single returns €2.50; at double odds (4.0) €4.00, so €1.50 more
    const { p, placed, bet, balance } = await round(['lose', 'lose', 'lose', 'win'])
    expect(bet).toMatchObject({
      win_amount: { value: 250 },
      lucky: { state: 'paid', reward: { value: 150 } },
    })
    expect(await k.ledger(`lucky_bonus:bet:${placed.id}`)).toEqual([{ kind: 'lucky_bonus', amount: 150 }])
    expect(balance).toBe(100_000 - 1500 + 250 + 150)
    await k.settle()
    expect(await k.booksAreExact(p, placed.id)).toBe(balance)
    // the statement counts it as a bonus, apart from the bet's return
    const day = app.clock.now().toISOString().slice(0, 10)
    const url = `/api/sportsbook/statements?from=${day}&to=${day}`
    const statement = (await p.api({ method: 'GET', url })).json()
    expect(statement.totals).toMatchObject({ returns: { value: 250 }, bonuses: { value: 150 } })
  })

  it('every pick wins: +10 % of the winnings', async () => {
    const { placed, bet, balance } = await round(['win', 'win', 'win', 'win'])
    const win = placed.win_amount.value as number
    const bonus = Math.floor(((win - 1500) * 10) / 100)
    expect(bet).toMatchObject({
      win_amount: { value: win },
      lucky: { state: 'paid', reward: { value: bonus } },
    })
    expect(balance).toBe(100_000 - 1500 + win + bonus)
  })

  it('a non-runner cancels the bonus; two winners earn none', async () => {
    // Federer wins, Liverpool's market is cancelled: the single and the double with the void leg pay
    const nonRunner = await round(['lose', 'void', 'lose', 'win'])
    expect(nonRunner.bet).toMatchObject({ win_amount: { value: 600 }, lucky: { state: 'none' } })
    expect(nonRunner.bet.lucky.reward).toBeUndefined()
    expect(await k.ledger(`lucky_bonus:bet:${nonRunner.placed.id}`)).toEqual([])
    const two = await round(['win', 'lose', 'lose', 'win'])
    expect(two.bet.lucky).toEqual(expect.objectContaining({ state: 'none' }))
    expect(two.balance).toBe(100_000 - 1500 + two.bet.win_amount.value)
  })

  it('a Yankee, with no terms, has no Lucky bonus', async () => {
    const { placed, bet } = await round(['win', 'win', 'win', 'win'], 'yankee', 11)
    expect(placed.lucky).toBeUndefined()
    expect(bet.lucky).toBeUndefined()
    expect(await k.ledger(`lucky_bonus:bet:${placed.id}`)).toEqual([])
  })

  it('terms changed after placement do not change a placed bet; a new bet takes the new terms', async () => {
    await k.reopen()
    const p = await newPlayer(app)
    const before = await k.named(p, 100)
    const changed = { ...DEMO_LUCKY_BONUSES, bets: [{ system_id: 'lucky15', one_winner_odds_multiplier: 4 }] }
    await setLuckyBonusTerms(db, changed, app.clock.now())
    const after = await k.named(p, 100)
    expect(after.lucky).toEqual({ base: 'winnings', one_winner_odds_multiplier: 4, state: 'open' })
    await k.results(['lose', 'lose', 'lose', 'win'])
    await k.settle()
    // double odds on the first (€1.50 more), four times the odds on the second (3 × 1.5 = €4.50 more)
    expect((await k.listed(p, before.id)).lucky.reward.value).toBe(150)
    expect((await k.listed(p, after.id)).lucky.reward.value).toBe(450)
    await k.booksAreExact(p, after.id)
    await setLuckyBonusTerms(db, DEMO_LUCKY_BONUSES, app.clock.now())
  })
})
