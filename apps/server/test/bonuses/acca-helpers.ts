// Acca offer test helpers (ADR 032): the bonus app with two test campaigns a three-leg combo of the
// fixture qualifies for (the demo ones need 4 and 5 legs), the three legs settled as a test says, and
// what the books say: every account equals its ledger, every bet's payout its ledger lines.
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { campaignRows } from '../../src/modules/bonus-campaigns/index.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, place, type TestPlayer } from '../betting/helpers.ts'
import { buildBonuses, legs, THIRD_MATCH } from './helpers.ts'

const m = IDS.matches
export const MATCHES = [m.arsenalChelsea, m.realBarca, THIRD_MATCH] as const

const base = {
  description: '',
  terms: '',
  max_odds_scaled: null,
  selections_to: null,
  match_status: null,
  country_codes: [],
  only_verified: false,
  needs_activation: false,
  currency: 'EUR',
}

/** Insurance: 3+ legs at 1.20, cap €5. Bonus: 2 counting legs +5 %, 3 +10 %, cap €100. */
export async function buildAcca() {
  const app = await buildBonuses()
  const now = app.clock.now()
  await campaignRows.upsertCampaign(
    app.testDb.db,
    {
      ...base,
      key: 'test-acca-insurance',
      type: 'acca_insurance',
      name: 'Test acca insurance',
      amount: 500,
      min_odds_scaled: 12_000,
      selections_from: 3,
      ranges: null,
      valid_days: 7,
    },
    now,
  )
  await campaignRows.upsertCampaign(
    app.testDb.db,
    {
      ...base,
      key: 'test-acca-bonus',
      type: 'acca_bonus',
      name: 'Test acca bonus',
      amount: 10_000,
      min_odds_scaled: 12_000,
      selections_from: null,
      ranges: [
        { min_count: 2, max_count: 2, bonus_odds: 1.05 },
        { min_count: 3, max_count: 3, bonus_odds: 1.1 },
      ],
      valid_days: 30,
    },
    now,
  )
  return app
}
export type AccaApp = Awaited<ReturnType<typeof buildAcca>>

export function accaKit(app: AccaApp) {
  const db = app.testDb.db
  const settleMarket = (matchId: number, result: Record<string, string> | 'void') =>
    result === 'void'
      ? db.execute(
          sql`update markets set status = -4, result = null where match_id = ${matchId} and market_id = 1`,
        )
      : db.execute(sql`update markets set status = -3, result = ${JSON.stringify(result)}::jsonb
          where match_id = ${matchId} and market_id = 1`)
  return {
    /** A three-leg combo (2.1 × 2.1 × 3 = 13.23) of `stake` cents; returns its id. */
    async combo(p: TestPlayer, stake = 1000, extra: object = {}) {
      const res = await place(p, { ...body([{ stake, selections: legs }], 'combo'), ...extra })
      expect(res.statusCode).toBe(200)
      return res.json().data[0].id as string
    },
    settleMarket,
    reopen: () =>
      db.execute(sql`update markets set status = 1, result = null
        where match_id in (${sql.join(
          MATCHES.map((id) => sql`${id}`),
          sql`, `,
        )}) and market_id = 1`),
    settle: (matchIds: readonly number[] = MATCHES) => settleMatches(app.betting, matchIds),
    async listed(p: TestPlayer, id: string) {
      const res = await p.api({ method: 'GET', url: '/api/sportsbook/bets' })
      return res.json().data.find((b: { id: string }) => b.id === id)
    },
    async ledger(ref: string) {
      const { rows } = await db.execute<{ kind: string; amount: number }>(
        sql`select kind, amount::float8 as amount from ledger_entries where ref = ${ref} order by id`,
      )
      return rows
    },
    async freebets(userId: number) {
      const { rows } = await db.execute<{ amount: number; source: string; type: string; status: string }>(
        sql`select amount::float8 as amount, source, type, status from player_bonuses where user_id = ${userId} order by id`,
      )
      return rows
    },
    /** Every account equals its ledger; the bet's payout and cash-outs are its bet_* ledger lines. */
    async booksAreExact(p: TestPlayer, betId: string) {
      const balance = (await p.balance()).amount
      expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance, ledger: balance }])
      const { rows } = await db.execute<{ paid: number; ledger: number; bonus: number; reward: number }>(sql`
        select (b.payout + b.cashed_out)::float8 as paid,
          coalesce((select sum(amount) from ledger_entries where ref = ${`bet:${betId}`} and amount > 0), 0)::float8 as ledger,
          coalesce((select sum(amount) from ledger_entries where ref = ${`acca_bonus:bet:${betId}`}), 0)::float8 as bonus,
          coalesce((select reward from bet_acca_offers where bet_id = b.id and kind = 'acca_bonus'), 0)::float8 as reward
        from bets b where b.id = ${betId}`)
      const r = rows[0]!
      expect(r.ledger).toBe(r.paid)
      expect(r.bonus).toBe(r.reward)
      return balance
    },
  }
}
