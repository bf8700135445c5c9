// Helpers of the edit bet tests (ADR 030): a combo on two pre-match home wins, the quote and edit
// requests, and the books: every account equals its ledger, every bet's money equals its ledger lines.
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { ServerBet } from '@sportsbook/contract'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, pick, place, type BettingApp, type TestPlayer } from './helpers.ts'

const m = IDS.matches
export const homeAC = pick(m.arsenalChelsea, 1, '1', 2.1)
export const homeRB = pick(m.realBarca, 1, '1', 2.1)

export function editKit(app: BettingApp) {
  const db = app.testDb.db
  const kit = {
    /** A 10.00 combo at 2.1 × 2.1 (offer 9.50: 5 % margin); its id. */
    async combo(p: TestPlayer, stake = 1000) {
      const res = await place(p, body([{ stake, selections: [homeAC, homeRB] }], 'combo'))
      expect(res.statusCode).toBe(200)
      return res.json().data[0].id as string
    },
    quote: (p: TestPlayer, id: string, payload: object) =>
      p.api({ method: 'POST', url: `/api/sportsbook/bets/${id}/edit/quote`, payload }),
    edit: (p: TestPlayer, id: string, payload: object, headers: Record<string, string> = {}) =>
      p.api({ method: 'POST', url: `/api/sportsbook/bets/${id}/edit`, payload, headers }),
    async bets(p: TestPlayer) {
      const res = await p.api({ method: 'GET', url: '/api/sportsbook/bets' })
      return res.json().data as ServerBet[]
    },
    /** The account equals its ledger; each bet's stake and payouts equal its ledger lines. */
    async booksAreExact(p: TestPlayer) {
      const balance = (await p.balance()).amount
      expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance, ledger: balance }])
      const { rows } = await db.execute<{
        id: string
        staked: string
        paid: string
        lines_in: string
        lines_out: string
      }>(sql`
        select b.id::text, b.initial_stake::text as staked, (b.payout + b.cashed_out)::text as paid,
          coalesce((select sum(l.amount) from ledger_entries l where l.ref = 'bet:' || b.id and l.amount > 0), 0)::text as lines_in,
          coalesce((select -sum(l.amount) from ledger_entries l where l.ref = 'bet:' || b.id and l.amount < 0), 0)::text as lines_out
        from bets b where b.user_id = ${p.id}`)
      for (const r of rows)
        expect({ id: r.id, paid: r.lines_in, staked: r.lines_out }).toEqual({
          id: r.id,
          paid: r.paid,
          staked: r.staked,
        })
      return balance
    },
    async editsOf(oldId: string) {
      const { rows } = await db.execute<{ new_bet_id: string }>(
        sql`select new_bet_id::text from bet_edits where old_bet_id = ${oldId}`,
      )
      return rows.map((r) => r.new_bet_id)
    },
  }
  return kit
}

/** Removes the combo's second leg, adding `delta` to the stake; the confirm body as the quote showed it. */
export const dropSecond = (delta = 0, toCashout = 950) => ({
  remove: [1],
  stake_delta: delta,
  to_cashout: { value: toCashout, currency: 'EUR' },
  odds: [2.1],
  device_id: 'test-device',
})
