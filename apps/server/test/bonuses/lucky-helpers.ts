// Lucky bonus test helpers (ADR 036-lucky-bonuses): the betting app with the demo Lucky terms, a Lucky 15
// (or Yankee) on four picks of four matches, its picks settled as a test says, and what the books say:
// every account equals its ledger, the bet's payout its bet_* lines, its Lucky bonus its own line.
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { DEMO_LUCKY_BONUSES, setLuckyBonusTerms } from '../../src/modules/bonuses/index.ts'
import { ledgerDrift } from '../../src/modules/wallet/wallet.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, pick, place, type TestPlayer } from '../betting/helpers.ts'

const m = IDS.matches
/** Arsenal 2.1, Liverpool over 2.5 at 1.9, Real 2.1, Federer 2.5. */
export const FOUR = [
  pick(m.arsenalChelsea, 1, '1', 2.1),
  pick(m.liverpoolEverton, 18, '1', 1.9, 'total=2.5'),
  pick(m.realBarca, 1, '1', 2.1),
  pick(m.nadalFederer, 186, '2', 2.5),
]
const MARKETS = FOUR.map((s) => [s.match_id, s.market_id, s.specifier] as const)
export type Result = 'win' | 'lose' | 'void'

export async function buildLucky() {
  const app = await buildBetting()
  await setLuckyBonusTerms(app.testDb.db, DEMO_LUCKY_BONUSES, app.clock.now())
  return app
}
export type LuckyApp = Awaited<ReturnType<typeof buildLucky>>

export function luckyKit(app: LuckyApp) {
  const db = app.testDb.db
  const market = (i: number) => {
    const [match, id, spec] = MARKETS[i]!
    return sql`match_id = ${match} and market_id = ${id} and specifier = ${spec}`
  }
  return {
    /** A named multiple of `unit` cents a line on the four picks; returns the placed bet. */
    async named(p: TestPlayer, unit: number, system_id = 'lucky15', lines = 15, extra: object = {}) {
      const res = await place(p, {
        ...body([{ stake: unit * lines, selections: FOUR, system_id }], 'system'),
        ...extra,
      })
      expect(res.statusCode).toBe(200)
      return res.json().data[0]
    },
    reopen: async () => {
      for (let i = 0; i < MARKETS.length; i++)
        await db.execute(sql`update markets set status = 1, result = null where ${market(i)}`)
    },
    /** Gives each pick its result (a void is a cancelled market: a non-runner). */
    async results(results: readonly Result[]) {
      for (const [i, r] of results.entries()) {
        const outcome = { [FOUR[i]!.outcome_id]: r, x: r === 'win' ? 'lose' : 'win' }
        await (r === 'void'
          ? db.execute(sql`update markets set status = -4 where ${market(i)}`)
          : db.execute(sql`update markets set status = -3, result = ${JSON.stringify(outcome)}::jsonb
              where ${market(i)}`))
      }
    },
    settle: () =>
      settleMatches(
        app.betting,
        MARKETS.map(([match]) => match),
      ),
    async listed(p: TestPlayer, id: string) {
      const res = await p.api({ method: 'GET', url: '/api/sportsbook/bets?status=all' })
      return res.json().data.find((b: { id: string }) => b.id === id)
    },
    async ledger(ref: string) {
      const { rows } = await db.execute<{ kind: string; amount: number }>(
        sql`select kind, amount::float8 as amount from ledger_entries where ref = ${ref} order by id`,
      )
      return rows
    },
    /** Every account equals its ledger; the bet's payout is its bet_* lines, its Lucky reward its line. */
    async booksAreExact(p: TestPlayer, betId: string) {
      const balance = (await p.balance()).amount
      expect(await ledgerDrift(db, p.id)).toEqual([{ currency: 'EUR', balance, ledger: balance }])
      const { rows } = await db.execute<{ paid: number; ledger: number; bonus: number; reward: number }>(sql`
        select (b.payout + b.cashed_out)::float8 as paid,
          coalesce((select sum(amount) from ledger_entries where ref = ${`bet:${betId}`} and amount > 0), 0)::float8 as ledger,
          coalesce((select sum(amount) from ledger_entries where ref = ${`lucky_bonus:bet:${betId}`}), 0)::float8 as bonus,
          coalesce((select reward from bet_lucky_bonuses where bet_id = b.id), 0)::float8 as reward
        from bets b where b.id = ${betId}`)
      const r = rows[0]!
      expect(r.ledger).toBe(r.paid)
      expect(r.bonus).toBe(r.reward)
      return balance
    },
  }
}
