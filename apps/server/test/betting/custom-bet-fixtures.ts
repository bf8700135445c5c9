// Custom-bet fixtures shared by custom-bets.test.ts and custom-bets-share.test.ts: soccer matches fed
// as the feed makes them (a model and its priced markets), the legs the tests combine, and the joint
// price computed here from the model the way the server must.
import type { MarketStatus } from '@sportsbook/domain'
import * as schema from '../../src/db/schema/index.ts'
import { CUSTOM_BET_MARGIN } from '../../src/modules/betting/constants.ts'
import { jointProbability } from '../../src/modules/betting/custom/joint-probability.ts'
import { parseSpec } from '../../src/modules/pricing/markets/types.ts'
import { quoteMatch } from '../../src/modules/pricing/quote.ts'
import { Rng } from '../../src/modules/pricing/rng.ts'
import { SOCCER_DEFS } from '../../src/modules/pricing/sports/soccer-markets.ts'
import { soccer } from '../../src/modules/pricing/sports/soccer.ts'
import type { BaseModel, SportSim } from '../../src/modules/pricing/sports/types.ts'
import { IDS } from '../helpers/fixtures.ts'
import type { buildBetting } from './helpers.ts'

type BettingApp = Awaited<ReturnType<typeof buildBetting>>
type SoccerModel = ReturnType<typeof soccer.init>

export const MATCH = 9001
export const OTHER = 9002

/** A prematch soccer match as the feed makes it: a model, and its markets priced from that model. */
export async function feedMatch(app: BettingApp, id: number, liveAt = 0) {
  const db = app.testDb.db
  const model = soccer.init(Rng.from(11, `custom:${id}`), [0.2, 0])
  if (liveAt > 0) soccer.advance(model, liveAt, new Rng(model.rng))
  const phase = liveAt > 0 ? 'live' : 'prematch'
  const rows = quoteMatch(soccer as unknown as SportSim, model as BaseModel, phase, true)
  await db.insert(schema.matches).values({
    id,
    urnId: `sr:match:${id}`,
    slug: `home-vs-away-${id}`,
    name: 'Home vs Away',
    competitors: [],
    sportId: IDS.sports.soccer,
    categoryId: IDS.categories.england,
    tournamentId: IDS.tournaments.premierLeague,
    provider: 'betradar',
    status: liveAt > 0 ? 1 : 0,
    startTime: new Date(app.clock.now().getTime() + 3_600_000),
    mainMarketId: 1,
    secondaryMarketId: 18,
    secondaryMarketSpecifier: 'total=2.5',
    model: model as unknown as Record<string, unknown>,
  })
  await db.insert(schema.markets).values(
    rows.map((r) => ({
      matchId: id,
      marketId: r.marketId,
      specifier: r.specifier,
      name: r.name,
      status: r.status as MarketStatus,
      outcomes: r.outcomes,
      groups: r.groups,
      priority: r.priority,
    })),
  )
  return model
}

export type Leg = ReturnType<typeof leg>
export const leg = (market_id: number, outcome_id: string, specifier = '') => ({
  market_id,
  specifier,
  outcome_id,
})
export const homeWin = leg(1, '1')
export const over25 = leg(18, '12', 'total=2.5')
export const btts = leg(29, '74')

/** The expected price of the legs, computed from the match's model the way the server must. */
export function jointOdds(legs: Leg[], from: SoccerModel) {
  const p = jointProbability(
    soccer.scenarios(from),
    legs.map((l) => {
      const def = SOCCER_DEFS.get(l.market_id)!
      const spec = parseSpec(l.specifier)
      return { def, spec, index: def.outcomes(spec).findIndex((o) => o.id === l.outcome_id) }
    }),
  )!
  return Math.round(100 / (p * (1 + CUSTOM_BET_MARGIN))) / 100
}

/** POST /bets/custom/odds, signed out. */
export const postCustomOdds = (app: BettingApp, payload: object) =>
  app.inject({ method: 'POST', url: '/api/sportsbook/bets/custom/odds', payload })
