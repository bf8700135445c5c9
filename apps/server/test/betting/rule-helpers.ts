// Helpers of the auto cash-out rule tests (ADR 029): the fixture's pre-match Arsenal–Chelsea home win
// at a price the test sets, one open bet on it, the rule requests, and what the books say afterwards.
import { sql } from 'drizzle-orm'
import { IDS } from '../helpers/fixtures.ts'
import { body, pick, place, type BettingApp, type TestPlayer } from './helpers.ts'

const m = IDS.matches
export const home = pick(m.arsenalChelsea, 1, '1', 2.1)
export const eur = (value: number) => ({ value, currency: 'EUR' })

export function ruleKit(app: BettingApp) {
  const db = app.testDb.db
  const setHomeOdds = (odds: number, status = 1) =>
    db.execute(sql`update markets set status = ${status}, result = null,
      outcomes = jsonb_set(outcomes, '{0,odds}', to_jsonb(${odds}::numeric))
      where match_id = ${m.arsenalChelsea} and market_id = 1`)
  return {
    setHomeOdds,
    async openBet(p: TestPlayer, stake = 1000) {
      await setHomeOdds(2.1)
      const res = await place(p, body([{ stake, selections: [home] }]))
      return res.json().data[0].id as string
    },
    setRule: (p: TestPlayer, payload: object) =>
      p.api({ method: 'POST', url: '/api/sportsbook/bets/cashout-rules', payload }),
    removeRule: (p: TestPlayer, betId: string) =>
      p.api({ method: 'DELETE', url: `/api/sportsbook/bets/cashout-rules/${betId}` }),
    cashout: (p: TestPlayer, payload: object) =>
      p.api({ method: 'POST', url: '/api/sportsbook/bets/cashout', payload }),
    async listed(p: TestPlayer, id: string) {
      const res = await p.api({ method: 'GET', url: '/api/sportsbook/bets' })
      return res.json().data.find((b: { id: string }) => b.id === id)
    },
    async ruleStates(betId: string) {
      const { rows } = await db.execute<{ state: string }>(
        sql`select state from cashout_rules where bet_id = ${betId} order by id`,
      )
      return rows.map((r) => r.state)
    },
    async notices(userId: number) {
      const { rows } = await db.execute<{ kind: string; payload: Record<string, unknown> }>(
        sql`select kind, payload from notifications where user_id = ${userId} order by id`,
      )
      return rows
    },
    /** Credits paid to the player for this bet (cash-outs and settlement), each a ledger line. */
    async payouts(betId: string) {
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ledger_entries where ref = ${`bet:${betId}`} and amount > 0`,
      )
      return rows[0]?.n ?? 0
    },
    /** The home win decided by the provider (the leg's result reached the bet). */
    settleHomeWin: () =>
      db.execute(sql`update markets set status = -3, result = '{"1":"win","2":"lose","3":"lose"}'
        where match_id = ${m.arsenalChelsea} and market_id = 1`),
  }
}
