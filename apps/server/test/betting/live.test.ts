// Live bets wait the bet delay and are checked again (spec: live bet delay, accepted-odds policy).
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place } from './helpers.ts'

const DELAY = 400
const app = await buildBetting({ liveBetDelayMs: DELAY })
const m = IDS.matches
const liveOver = pick(m.liverpoolEverton, 18, '1', 1.9, 'total=2.5')
const setOdds = (odds: number, status = 1) =>
  app.testDb.db.execute(sql`update markets set status = ${status},
    outcomes = jsonb_set(outcomes, '{0,odds}', to_jsonb(${odds}::numeric))
    where match_id = ${m.liverpoolEverton} and market_id = 18 and specifier = 'total=2.5'`)

describe('live bet delay', () => {
  it('accepts a live bet after the delay', async () => {
    const p = await newPlayer(app)
    const started = Date.now()
    const res = await place(p, body([{ stake: 100, selections: [liveOver] }]))
    expect(res.statusCode).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY - 5)
  })

  it('refuses with 101 when the odds drop during the delay, and nothing is taken', async () => {
    const p = await newPlayer(app)
    const pending = place(p, body([{ stake: 100, selections: [liveOver] }]))
    await new Promise((r) => setTimeout(r, DELAY / 4))
    await setOdds(1.5)
    const res = await pending
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({ code: 'invalid_odds', bet_code: 101 })
    expect((await p.balance()).amount).toBe(100_000)
    await setOdds(1.9)
  })

  it('refuses when the market is suspended during the delay', async () => {
    const p = await newPlayer(app)
    const pending = place(p, body([{ stake: 100, selections: [liveOver] }]))
    await new Promise((r) => setTimeout(r, DELAY / 4))
    await setOdds(1.9, -1)
    expect((await pending).json().error.code).toBe('selection_unavailable')
    await setOdds(1.9)
  })

  it('prematch bets do not wait', async () => {
    const p = await newPlayer(app)
    const started = Date.now()
    const res = await place(p, body([{ stake: 100, selections: [pick(m.arsenalChelsea, 1, '1', 2.1)] }]))
    expect(res.statusCode).toBe(200)
    expect(Date.now() - started).toBeLessThan(DELAY)
  })
})
