// Creates match drafts: picks a league and two teams, builds the model, chooses lines and prices prematch.
// Dense kick-offs near "now" keep 10-30 matches live at any speed; a sparse layer fills the next 7 days.
import type { Competitor } from '@sportsbook/contract'
import { SPORTS, type SportKey } from './catalog.ts'
import { type BaseModel, chooseLines, DURATION_SEC, type MarketRow, quoteMatch, Rng, SIMS } from '../pricing/index.ts'
import type { League } from './world.ts'

/** Target number of live matches (issue: 10 to 30 at any moment). */
export const LIVE_TARGET = 18
/** Kick-offs kept scheduled ahead in the dense layer. */
export const DENSE_AHEAD = 60
/** Matches in the sparse 7-day layer. */
export const WEEK_MATCHES = 420
export const WEEK_MS = 7 * 24 * 3600_000

const AVG_DURATION = SPORTS.reduce((a, s) => a + s.share * DURATION_SEC[s.key], 0)

/** Wall milliseconds between dense kick-offs so that LIVE_TARGET matches overlap at this speed. */
export const denseIntervalMs = (speed: number): number => (AVG_DURATION * 1000) / (speed * LIVE_TARGET)

export interface MatchDraft {
  urnId: string
  name: string
  league: League
  competitors: Competitor[]
  stadium: string | null
  city: string | null
  startTime: Date
  hasVideo: boolean
  betsCount: number
  model: BaseModel
  /** Prematch markets, filled by priceDraft. */
  markets: MarketRow[]
  exact: boolean
}

export function pickLeague(rng: Rng, world: League[]): League {
  const r = rng.next()
  let acc = 0
  let sport = SPORTS[0]!
  for (const s of SPORTS) {
    acc += s.share
    sport = s
    if (r < acc) break
  }
  const leagues = world.filter((l) => l.sport.key === sport.key)
  const total = leagues.reduce((a, l) => a + l.def.weight, 0)
  let x = rng.next() * total
  for (const l of leagues) {
    x -= l.def.weight
    if (x <= 0) return l
  }
  return leagues[0]!
}

export function draftMatch(seed: number, world: League[], urnNo: number, startTime: Date, rng: Rng): MatchDraft {
  const league = pickLeague(rng, world)
  const key: SportKey = league.sport.key
  const hi = rng.int(0, league.teams.length - 1)
  let ai = rng.int(0, league.teams.length - 2)
  if (ai >= hi) ai++
  const home = league.teams[hi]!
  const away = league.teams[ai]!
  const urnId = `${league.sport.provider === 'oddin' ? 'od' : 'sr'}:match:${urnNo}`
  const sim = SIMS[key]
  const homeEdge = league.sport.venues ? 0.1 : 0
  const model = sim.init(Rng.from(seed, urnId), [home.rating + homeEdge, away.rating])
  const exact = key === 'soccer'
  const top = league.def.top ? 4 : 1
  return {
    urnId,
    name: `${home.competitor.name} vs ${away.competitor.name}`,
    league,
    competitors: [
      { ...home.competitor, qualifier: 'home' },
      { ...away.competitor, qualifier: 'away' },
    ],
    stadium: home.stadium,
    city: home.city,
    startTime,
    hasVideo: rng.chance(league.def.top ? 0.6 : 0.2),
    betsCount: Math.round(top * (40 + rng.next() * 900)),
    model,
    markets: [],
    exact,
  }
}

/** Chooses the lines and prices the prematch markets of a draft (the costly part, kept apart from
 * drafting so the schedule's stream is drawn first and pricing overlaps the database writes). */
export function priceDraft(d: MatchDraft): MatchDraft {
  const sim = SIMS[d.league.sport.key]
  const scenarios = sim.scenarios(d.model)
  if (sim.lines) (d.model as BaseModel & { lines?: Record<string, number[]> }).lines = chooseLines(sim.lines, scenarios)
  d.markets = quoteMatch(sim, d.model, 'prematch', d.exact, scenarios)
  return d
}

/** Start times for the sparse weekly layer: on the quarter hour, mostly afternoons and evenings. */
export function weeklyStart(rng: Rng, from: number, to: number): Date {
  const t = from + rng.next() * (to - from)
  const d = new Date(t)
  const hour = d.getUTCHours()
  if (hour < 10) d.setUTCHours(hour + 10)
  d.setUTCMinutes(Math.floor(d.getUTCMinutes() / 15) * 15, 0, 0)
  return d
}
