// Edit bet (issue #30.2, ADR 030): the quote, the edit (old bet cashed out at its value, new bet placed
// at current odds with stake = value + Δ, both linked, in one unit) and what refuses an edit.
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { IDS } from '../helpers/fixtures.ts'
import { dropSecond, editKit, homeRB } from './edit-helpers.ts'
import { buildBetting, newPlayer } from './helpers.ts'

const app = await buildBetting()
const db = app.testDb.db
const k = editKit(app)
const m = IDS.matches

const setOdds = (matchId: number, odds: number, status = 1) =>
  db.execute(sql`update markets set status = ${status},
    outcomes = jsonb_set(outcomes, '{0,odds}', to_jsonb(${odds}::numeric)) where match_id = ${matchId} and market_id = 1`)

describe('edit bet', () => {
  it('quotes the cash-out value, the new stake, legs at current odds and the return; nothing is written', async () => {
    const p = await newPlayer(app)
    const id = await k.combo(p)
    await setOdds(m.arsenalChelsea, 2.0)
    const res = await k.quote(p, id, { remove: [1], stake_delta: 500 })
    expect(res.statusCode).toBe(200)
    const q = res.json()
    // 10.00 × (2.1 × 2.1) / (2.0 × 2.1) × 0.95 = 9.975 → 9.97 (rounded down)
    expect(q.to_cashout.value).toBe(997)
    expect(q.new_stake.value).toBe(1497)
    expect(q).toMatchObject({
      type: 'single',
      odds: 2,
      selections: [{ match_id: m.arsenalChelsea, odds: 2 }],
    })
    expect(q.potential_win.value).toBe(2994)
    // each leg as placed can be swapped to the other outcomes of its market open now
    expect(q.swaps[0]).toEqual({
      position: 0,
      outcomes: [
        { outcome_id: '2', outcome_name: 'X', odds: 3.4 },
        { outcome_id: '3', outcome_name: '2', odds: 3.2 },
      ],
    })
    expect(q.swaps.map((o: { position: number }) => o.position)).toEqual([0, 1])
    expect((await p.balance()).amount).toBe(100_000 - 1000)
    await setOdds(m.arsenalChelsea, 2.1)
  })

  it('cashes the old bet out and places the new one in one go: the wallet moves by Δ, both bets linked', async () => {
    const p = await newPlayer(app)
    const id = await k.combo(p)
    const rule = await p.api({
      method: 'POST',
      url: '/api/sportsbook/bets/cashout-rules',
      payload: { bet_id: id, kind: 'auto', threshold: { value: 1500, currency: 'EUR' } },
    })
    expect(rule.statusCode).toBe(200)
    const res = await k.edit(p, id, dropSecond(500))
    expect(res.statusCode).toBe(200)
    const { old_bet, bet, cashed_out, balance } = res.json()
    expect(cashed_out.value).toBe(950)
    expect(old_bet).toMatchObject({ id, status: 'cashed_out', edited_into: bet.id })
    expect(old_bet.cashed_out.value).toBe(950)
    expect(bet).toMatchObject({ type: 'single', status: 'waiting_results', edited_from: id })
    expect(bet.stake.value).toBe(1450)
    expect(bet.selections).toHaveLength(1)
    expect(balance.value).toBe(100_000 - 1000 - 500)
    expect(await k.booksAreExact(p)).toBe(100_000 - 1000 - 500)
    // The rule on the old bet is removed; the new bet has none. The list shows both, linked.
    const { rows } = await db.execute<{ state: string }>(
      sql`select state from cashout_rules where bet_id = ${id}`,
    )
    expect(rows.map((r) => r.state)).toEqual(['removed'])
    const listed = await k.bets(p)
    expect(listed.find((b) => b.id === id)).toMatchObject({ edited_into: bet.id, cashout_rule: null })
    expect(listed.find((b) => b.id === bet.id)).toMatchObject({ edited_from: id, cashout_rule: null })
    const history = await p.api({ method: 'GET', url: `/api/sportsbook/bets/${id}/history` })
    expect(history.json().data.at(-1)).toMatchObject({ event: 'cashed_out', actor: 'edit' })
  })

  it('a lower stake pays the difference back; the stake never goes below the minimum', async () => {
    const p = await newPlayer(app)
    const id = await k.combo(p)
    const low = await k.edit(p, id, dropSecond(-945))
    expect(low.json().error.code).toBe('bet_edit_stake_too_low')
    const res = await k.edit(p, id, dropSecond(-450))
    expect(res.statusCode).toBe(200)
    expect(res.json().bet.stake.value).toBe(500)
    expect(await k.booksAreExact(p)).toBe(100_000 - 1000 + 450)
  })

  it('adds and swaps legs at current odds', async () => {
    const p = await newPlayer(app)
    const id = await k.combo(p)
    const draw = { ...homeRB, outcome_id: '2', odds: 3.4 }
    const res = await k.edit(p, id, {
      ...dropSecond(),
      remove: [],
      swap: [{ position: 1, selection: draw }],
      odds: [2.1, 3.4],
    })
    expect(res.json().error).toBeUndefined()
    expect(res.json().bet.selections.map((s: { outcome_id: string }) => s.outcome_id)).toEqual(['1', '2'])
    expect(res.json().bet.stake.value).toBe(950)
  })

  it('refuses when no leg would remain, the bet is not cash-out-able now, or a price moved the bettor does not accept', async () => {
    const p = await newPlayer(app)
    const id = await k.combo(p)
    expect((await k.edit(p, id, { ...dropSecond(), remove: [0, 1] })).json().error.code).toBe(
      'bet_edit_no_open_leg',
    )
    expect((await k.edit(p, id, { ...dropSecond(), remove: [2] })).json().error.code).toBe('bet_edit_invalid')
    // the default preference takes higher odds only: a lower price than the quote showed refuses the new bet
    await setOdds(m.arsenalChelsea, 2.0)
    const moved = await k.edit(p, id, dropSecond(0, 997))
    expect(moved.json().error.code).toBe('invalid_odds')
    // a cash-out value below the one seen is refused too (the default preference takes higher only)
    await setOdds(m.arsenalChelsea, 2.2)
    const stale = await k.edit(p, id, { ...dropSecond(), odds: [2.2] })
    expect(stale.json().error.code).toBe('cashout_offer_changed')
    await setOdds(m.arsenalChelsea, 2.1, 0)
    const suspended = await k.edit(p, id, dropSecond())
    expect(suspended.json().error.code).toBe('bet_edit_unavailable')
    await setOdds(m.arsenalChelsea, 2.1)
    // nothing changed: the bet is open, the money where it was, no new bet
    expect((await k.bets(p)).map((b) => b.status)).toEqual(['waiting_results'])
    expect(await k.booksAreExact(p)).toBe(100_000 - 1000)
    expect(await k.editsOf(id)).toEqual([])
  })

  it('a new bet the placement refuses (Δ above the balance) rolls the cash-out back: the old bet stays open', async () => {
    const p = await newPlayer(app, { balance: 1500 })
    const id = await k.combo(p)
    const res = await k.edit(p, id, dropSecond(600))
    expect(res.json().error.code).toBe('insufficient_balance')
    expect((await k.bets(p)).map((b) => [b.id, b.status])).toEqual([[id, 'waiting_results']])
    expect(await k.editsOf(id)).toEqual([])
    expect(await k.booksAreExact(p)).toBe(500)
    expect((await k.edit(p, id, dropSecond(500))).statusCode).toBe(200)
    expect(await k.booksAreExact(p)).toBe(0)
  })

  it('the new bet keeps its link when settlement pushes it', async () => {
    const pushed: { type: string; bet?: { id: string; edited_from?: string } }[] = []
    const spy = vi.spyOn(app.realtime.publisher, 'publish').mockImplementation(async (_channel, data) => {
      pushed.push(data as (typeof pushed)[number])
      return {}
    })
    try {
      const p = await newPlayer(app)
      const id = await k.combo(p)
      const { bet } = (await k.edit(p, id, dropSecond())).json()
      await db.execute(sql`update markets set status = -3, result = '{"1":"win","2":"lose","3":"lose"}'
        where match_id = ${m.arsenalChelsea} and market_id = 1`)
      await settleMatches(app.betting, [m.arsenalChelsea])
      const settled = pushed.filter((x) => x.type === 'bet_changed' && x.bet?.id === bet.id).at(-1)
      expect(settled?.bet).toMatchObject({ id: bet.id, result: 'win_entire', edited_from: id })
      expect(await k.booksAreExact(p)).toBe(100_000 - 1000 + 1995)
    } finally {
      spy.mockRestore()
      await setOdds(m.arsenalChelsea, 2.1)
      await db.execute(
        sql`update markets set result = null where match_id = ${m.arsenalChelsea} and market_id = 1`,
      )
    }
  })

  it("another player's bet is not found; a bet already edited cannot be edited again", async () => {
    const p = await newPlayer(app)
    const other = await newPlayer(app)
    const id = await k.combo(p)
    expect((await k.edit(other, id, dropSecond())).statusCode).toBe(404)
    expect((await k.edit(p, id, dropSecond())).statusCode).toBe(200)
    expect((await k.edit(p, id, dropSecond())).json().error.code).toBe('bet_edit_unavailable')
    expect(await k.editsOf(id)).toHaveLength(1)
  })
})
