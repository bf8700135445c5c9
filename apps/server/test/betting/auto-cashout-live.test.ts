// Auto cash-out on a live bet waits the live bet delay (issue #30, ADR 029, reference rule 1.6): the
// re-pricing does not wait for it (the feed's chain goes on); when the delay ends the offer is
// recomputed under the bet's lock, paid if still at the threshold, else the rule stays armed.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refreshOffers } from '../../src/modules/betting/offers.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place, type TestPlayer } from './helpers.ts'
import { eur, ruleKit } from './rule-helpers.ts'

const DELAY = 300
const app = await buildBetting({ liveBetDelayMs: DELAY })
const m = IDS.matches
const k = ruleKit(app)
const liveOver = pick(m.liverpoolEverton, 18, '1', 1.9, 'total=2.5')
const setOdds = (odds: number) =>
  app.testDb.db.execute(sql`update markets set status = 1,
    outcomes = jsonb_set(outcomes, '{0,odds}', to_jsonb(${odds}::numeric))
    where match_id = ${m.liverpoolEverton} and market_id = 18 and specifier = 'total=2.5'`)
const tick = () => refreshOffers(app.betting, [m.liverpoolEverton])

/** A live bet of 10.00 at 1.9 with a full auto rule at 12.00 (offer now 9.50). */
async function liveBetWithRule(p: TestPlayer) {
  await setOdds(1.9)
  const id = (await place(p, body([{ stake: 1000, selections: [liveOver] }]))).json().data[0].id as string
  expect((await k.setRule(p, { bet_id: id, kind: 'auto', threshold: eur(1200) })).statusCode).toBe(200)
  return id
}

describe('auto cash-out on a live bet', () => {
  it('fires after the live bet delay, at the offer then', async () => {
    const p = await newPlayer(app)
    const id = await liveBetWithRule(p)
    await setOdds(1.4)
    const started = Date.now()
    await tick()
    expect(Date.now() - started).toBeLessThan(DELAY)
    expect((await k.listed(p, id)).status).toBe('waiting_results')
    await app.betting.ruleTimers.idle()
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY - 5)
    // 10.00 × 1.9 / 1.4 × 0.95 = 12.89
    expect(await k.listed(p, id)).toMatchObject({ status: 'cashed_out', cashed_out: { value: 1289 } })
    expect(await k.ruleStates(id)).toEqual(['fired'])
  })

  it('stays armed when the offer falls back under the threshold during the delay', async () => {
    const p = await newPlayer(app)
    const id = await liveBetWithRule(p)
    await setOdds(1.4)
    await tick()
    await setOdds(1.9)
    await app.betting.ruleTimers.idle()
    expect(await k.listed(p, id)).toMatchObject({ status: 'waiting_results', cashout_rule: { kind: 'auto' } })
    expect((await p.balance()).amount).toBe(100_000 - 1000)
    // the next tick over the threshold fires it
    await setOdds(1.4)
    await tick()
    await tick() // a second tick during the delay schedules nothing more
    await app.betting.ruleTimers.idle()
    expect((await k.listed(p, id)).status).toBe('cashed_out')
    expect(await k.payouts(id)).toBe(1)
  })
})
