// Edit bet under races (issue #30.2, ADR 030): an edit and the player's own cash-out of the same bet, an
// edit and the settlement that decides the bet, the same edit sent twice (with one Idempotency-Key and
// without), and a price move during the in-play delay. Whichever takes the bet's lock first acts; the
// other finds the bet closed. After each: every account equals its ledger, every bet's money its lines.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { IDS } from '../helpers/fixtures.ts'
import { dropSecond, editKit } from './edit-helpers.ts'
import { body, buildBetting, newPlayer, pick, place } from './helpers.ts'

const app = await buildBetting({ liveBetDelayMs: 600 })
const db = app.testDb.db
const k = editKit(app)
const m = IDS.matches
const ROUNDS = 6

describe('edit bet races', () => {
  it("an edit and the player's own cash-out of the same bet: one of them, paid once", async () => {
    const seen = new Set<string>()
    for (let round = 0; round < ROUNDS; round++) {
      const p = await newPlayer(app)
      const id = await k.combo(p)
      const cashout = { bet_id: id, to_cashout: { value: 950, currency: 'EUR' } }
      const [edit, manual] = await Promise.all([
        k.edit(p, id, dropSecond(200)),
        p.api({ method: 'POST', url: '/api/sportsbook/bets/cashout', payload: cashout }),
      ])
      expect([edit.statusCode, manual.statusCode].filter((s) => s === 200)).toHaveLength(1)
      const balance = await k.booksAreExact(p)
      if (edit.statusCode === 200) {
        seen.add('edit')
        expect(balance).toBe(100_000 - 1000 - 200)
        expect(await k.editsOf(id)).toHaveLength(1)
      } else {
        seen.add('cashout')
        expect(edit.json().error.code).toMatch(/^(bet_edit_unavailable|cashout_unavailable)$/)
        expect(balance).toBe(100_000 - 1000 + 950)
        expect(await k.editsOf(id)).toEqual([])
        expect(await k.bets(p)).toHaveLength(1)
      }
    }
    expect(seen.size).toBeGreaterThan(0)
  })

  it('an edit and the settlement that decides the bet: the bet is either edited or settled, never both', async () => {
    const seen = new Set<string>()
    for (let round = 0; round < ROUNDS; round++) {
      await db.execute(
        sql`update markets set status = 1, result = null where match_id = ${m.realBarca} and market_id = 1`,
      )
      const p = await newPlayer(app)
      const id = await k.combo(p)
      // Real Madrid lose: the combo is lost unless the edit (which drops that leg) committed first.
      // Each round starts the settlement a little later, so the two meet at different points of the edit.
      const settle = async () => {
        await new Promise((r) => setTimeout(r, round * 6))
        await db.execute(sql`update markets set status = -3, result = '{"1":"lose","2":"win","3":"lose"}'
          where match_id = ${m.realBarca} and market_id = 1`)
        await settleMatches(app.betting, [m.realBarca])
      }
      const [edit] = await Promise.all([k.edit(p, id, dropSecond()), settle()])
      await settleMatches(app.betting, [m.realBarca])
      const balance = await k.booksAreExact(p)
      const old = (await k.bets(p)).find((b) => b.id === id)!
      if (edit.statusCode === 200) {
        seen.add('edit')
        expect(old).toMatchObject({ status: 'cashed_out', edited_into: edit.json().bet.id })
        expect(balance).toBe(100_000 - 1000)
      } else {
        seen.add('settled')
        expect(old.result).toBe('lose_entire')
        expect(old.edited_into).toBeUndefined()
        expect(balance).toBe(100_000 - 1000)
        expect(await k.editsOf(id)).toEqual([])
      }
    }
    await db.execute(
      sql`update markets set status = 1, result = null where match_id = ${m.realBarca} and market_id = 1`,
    )
    expect(seen.size).toBeGreaterThan(0)
  })

  it('the same edit sent twice with one Idempotency-Key edits once and answers both alike', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const p = await newPlayer(app)
      const id = await k.combo(p)
      const headers = { 'idempotency-key': `edit-${id}` }
      const [a, b] = await Promise.all([
        k.edit(p, id, dropSecond(100), headers),
        k.edit(p, id, dropSecond(100), headers),
      ])
      expect([a.statusCode, b.statusCode]).toEqual([200, 200])
      expect(a.json().bet.id).toBe(b.json().bet.id)
      expect(await k.editsOf(id)).toEqual([a.json().bet.id])
      expect(await k.booksAreExact(p)).toBe(100_000 - 1000 - 100)
      // a retry later answers the same
      const again = await k.edit(p, id, dropSecond(100), headers)
      expect(again.json().bet.id).toBe(a.json().bet.id)
    }
  })

  it("a twin with the key that arrives during the first one's live delay answers what the first did", async () => {
    const p = await newPlayer(app)
    const nadal = pick(m.nadalFederer, 186, '1', 1.5)
    const id = (await place(p, body([{ stake: 1000, selections: [nadal] }]))).json().data[0].id as string
    const payload = {
      stake_delta: 0,
      to_cashout: { value: 950, currency: 'EUR' },
      odds: [1.5],
      device_id: 'd',
    }
    const headers = { 'idempotency-key': `live-${id}` }
    // The twin looks for the key before the first commits, and prices the bet again after it did.
    const first = k.edit(p, id, payload, headers)
    await new Promise((r) => setTimeout(r, 150))
    const twin = k.edit(p, id, payload, headers)
    const [a, b] = await Promise.all([first, twin])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(b.json().bet.id).toBe(a.json().bet.id)
    expect(await k.booksAreExact(p)).toBe(100_000 - 1000)
  })

  it('the same edit sent twice without a key: one edit, the other refused', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const p = await newPlayer(app)
      const id = await k.combo(p)
      const answers = await Promise.all([k.edit(p, id, dropSecond(100)), k.edit(p, id, dropSecond(100))])
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1)
      expect(await k.editsOf(id)).toHaveLength(1)
      expect(await k.booksAreExact(p)).toBe(100_000 - 1000 - 100)
    }
  })

  it('in play, a price move during the acceptance delay fails the whole edit: nothing changes', async () => {
    const p = await newPlayer(app)
    const nadal = pick(m.nadalFederer, 186, '1', 1.5)
    const placed = await place(p, body([{ stake: 1000, selections: [nadal] }]))
    const id = placed.json().data[0].id as string
    const setNadal = (odds: number) =>
      db.execute(sql`update markets set outcomes = jsonb_set(outcomes, '{0,odds}', to_jsonb(${odds}::numeric))
        where match_id = ${m.nadalFederer} and market_id = 186`)
    const edit = k.edit(p, id, {
      stake_delta: 500,
      to_cashout: { value: 950, currency: 'EUR' },
      odds: [1.5],
      device_id: 'd',
    })
    await new Promise((r) => setTimeout(r, 250))
    await setNadal(1.6)
    const res = await edit
    expect(res.statusCode).not.toBe(200)
    expect(res.json().error.code).toMatch(/^(invalid_odds|cashout_offer_changed)$/)
    expect(await k.editsOf(id)).toEqual([])
    expect(await k.booksAreExact(p)).toBe(100_000 - 1000)
    // with the price steady through the delay, the same edit goes through
    await setNadal(1.5)
    const ok = await k.edit(p, id, {
      stake_delta: 500,
      to_cashout: { value: 950, currency: 'EUR' },
      odds: [1.5],
      device_id: 'd',
    })
    expect(ok.statusCode).toBe(200)
    expect(await k.booksAreExact(p)).toBe(100_000 - 1000 - 500)
  })
})
