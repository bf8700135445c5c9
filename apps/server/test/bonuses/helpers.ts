// Bonus test helpers: the betting app with the demo campaigns seeded, promo codes and bonus bets.
import { sql } from 'drizzle-orm'
import { seedDemoBonuses } from '../../src/modules/bonuses/index.ts'
import * as schema from '../../src/db/schema/index.ts'
import { IDS } from '../helpers/fixtures.ts'
import { buildBetting, pick, type TestPlayer } from '../betting/helpers.ts'

/** A third prematch match for three-leg combos (an outright is bet as a single only). */
export const THIRD_MATCH = 9201

export async function buildBonuses() {
  const app = await buildBetting()
  await seedDemoBonuses(app.testDb.db, app.clock.now())
  await app.testDb.db.insert(schema.matches).values({
    id: THIRD_MATCH,
    urnId: `sr:match:${THIRD_MATCH}`,
    slug: `bayern-vs-dortmund-${THIRD_MATCH}`,
    name: 'Bayern vs Dortmund',
    competitors: [],
    sportId: IDS.sports.soccer,
    categoryId: IDS.categories.spain,
    tournamentId: IDS.tournaments.laliga,
    provider: 'betradar',
    status: 0,
    startTime: new Date(app.clock.now().getTime() + 3 * 3_600_000),
    mainMarketId: 1,
  })
  await app.testDb.db.insert(schema.markets).values({
    matchId: THIRD_MATCH,
    marketId: 1,
    name: '1x2',
    outcomes: [
      { id: '1', name: '1', active: true, odds: 3 },
      { id: '2', name: 'X', active: true, odds: 3.4 },
      { id: '3', name: '2', active: true, odds: 2.2 },
    ],
    groups: ['main'],
    priority: 100,
  })
  return app
}

const m = IDS.matches
/** Three prematch selections at 1.20 or more (total odds 13.23): the demo comboboost's first range (+5 %). */
export const legs = [
  pick(m.arsenalChelsea, 1, '1', 2.1),
  pick(m.realBarca, 1, '1', 2.1),
  pick(THIRD_MATCH, 1, '1', 3),
]

export const redeem = (p: TestPlayer, code: string) =>
  p.api({ method: 'POST', url: '/api/sportsbook/bonuses/promo-code', payload: { code } })

/** One bet with a bonus; `selections` default to the three comboboost legs. */
export const bonusBet = (
  stake: number,
  bonus: { id: string; type: string; odds?: number },
  selections = legs,
) => ({
  meta: { device_id: 'test-device', quick: false, type: selections.length > 1 ? 'combo' : 'single' },
  bets: [{ stake: { value: stake, currency: 'EUR' }, selections, bonus }],
})

/** The id of the demo campaign of this key ('c<n>'). */
export async function campaignId(app: Awaited<ReturnType<typeof buildBonuses>>, key: string) {
  const { rows } = await app.testDb.db.execute<{ id: number }>(
    sql`select id from bonus_campaigns where key = ${key}`,
  )
  return `c${rows[0]!.id}`
}
