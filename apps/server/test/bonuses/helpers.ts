// Bonus test helpers: the betting app with the demo campaigns seeded, promo codes and bonus bets.
import { sql } from 'drizzle-orm'
import { seedDemoBonuses } from '../../src/modules/bonuses/index.ts'
import { IDS } from '../helpers/fixtures.ts'
import { buildBetting, pick, type TestPlayer } from '../betting/helpers.ts'

export async function buildBonuses() {
  const app = await buildBetting()
  await seedDemoBonuses(app.testDb.db, app.clock.now())
  return app
}

const m = IDS.matches
/** Three prematch selections at 1.20 or more (total odds 13.23): the demo comboboost's first range (+5 %). */
export const legs = [
  pick(m.arsenalChelsea, 1, '1', 2.1),
  pick(m.realBarca, 1, '1', 2.1),
  pick(m.plWinner, 534, '1', 3),
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
