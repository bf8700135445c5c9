// What the settlement bench bets on, taken from the demo feed's own catalog: one prematch soccer match
// (the target: the feed finishes it during the run), a few other prematch soccer matches (the placements
// of the load), and "earlier" matches the bench adds as already finished and resulted (the other legs
// of combos and systems: an open combo only has legs that won or are still to play).
import type pg from 'pg'

/** Full-time markets the feed settles only when the match ends (never in play): 1X2, double chance, draw no bet. */
const TARGET_MARKETS = [1, 10, 11]
const EARLIER_MATCHES = 12
/** Soccer model: two halves of 45 min, a 15 min break, plus each half's added time (model.added). */
const HALF_S = 45 * 60
const BREAK_S = 15 * 60

export interface Leg {
  matchId: number
  marketId: number
  specifier: string
  outcomeId: string
  odds: number
  matchUrnId: string
  matchName: string
  sportKey: string
  provider: string
  marketName: string
  outcomeName: string
  /** Earlier matches only: the leg's result, already written on the selection. */
  result?: 'win' | 'lose'
}

export interface Catalog {
  target: { id: number; urnId: string; name: string; lengthS: number; legs: Leg[] }
  /** Open 1X2 outcomes of other prematch matches, for the placements of the load. */
  placements: Leg[]
  /** Per earlier match, its 1X2 legs (one won, two lost). */
  earlier: Leg[][]
}

interface MatchRow {
  id: number
  urn_id: string
  name: string
  provider: string
  sport_key: string
  sport_id: number
  category_id: number
  tournament_id: number
  model: { added?: [number, number] }
}

interface MarketRow {
  match_id: number
  market_id: number
  specifier: string
  name: string
  outcomes: { id: string; name: string; active: boolean; odds: number }[]
}

/** The open outcomes of these markets as legs. */
function legsOf(match: MatchRow, markets: MarketRow[]): Leg[] {
  return markets.flatMap((mk) =>
    mk.outcomes
      .filter((o) => o.active && o.odds > 1)
      .map((o) => ({
        matchId: match.id,
        marketId: mk.market_id,
        specifier: mk.specifier,
        outcomeId: o.id,
        odds: o.odds,
        matchUrnId: match.urn_id,
        matchName: match.name,
        sportKey: match.sport_key,
        provider: match.provider,
        marketName: mk.name,
        outcomeName: o.name,
      })),
  )
}

export async function pickCatalog(db: pg.Pool, placementMatches: number): Promise<Catalog> {
  const { rows: matches } = await db.query<MatchRow>(`
    select m.id, m.urn_id, m.name, m.provider, sp.key as sport_key, m.sport_id, m.category_id, m.tournament_id, m.model
    from matches m join sports sp on sp.id = m.sport_id
    where m.type = 'match' and m.status = 0 and sp.key = 'soccer' and m.start_time > now() + interval '2 hours'
      and m.model ? 'added'
    order by m.start_time, m.id limit 200`)
  const { rows: markets } = await db.query<MarketRow>(
    `select match_id, market_id, specifier, name, outcomes from markets
     where match_id = any($1::int[]) and market_id = any($2::int[]) and status = 1
     order by match_id, market_id, specifier`,
    [matches.map((m) => m.id), TARGET_MARKETS],
  )
  const byMatch = (id: number) => markets.filter((mk) => mk.match_id === id)
  const withAll = matches.filter((m) =>
    TARGET_MARKETS.every((id) => byMatch(m.id).some((mk) => mk.market_id === id)),
  )
  const target = withAll[0]
  if (!target)
    throw new Error('the feed has no prematch soccer match with 1X2, double chance and draw no bet open')
  const [h1 = 0, h2 = 0] = target.model.added ?? []
  const placements = matches
    .filter((m) => m.id !== target.id)
    .map((m) =>
      legsOf(
        m,
        byMatch(m.id).filter((mk) => mk.market_id === 1),
      ),
    )
    .filter((legs) => legs.length > 0)
    .slice(0, placementMatches)
    .flat()
  if (placements.length === 0)
    throw new Error('the feed has no other prematch soccer match for the placements')
  return {
    target: {
      id: target.id,
      urnId: target.urn_id,
      name: target.name,
      lengthS: 2 * HALF_S + BREAK_S + h1 + h2,
      legs: legsOf(target, byMatch(target.id)),
    },
    placements,
    earlier: await addEarlierMatches(db, target),
  }
}

/** Finished soccer matches with a resulted 1X2 market, as the feed leaves them until it deletes them a day later. */
async function addEarlierMatches(db: pg.Pool, like: MatchRow): Promise<Leg[][]> {
  const out: Leg[][] = []
  for (let i = 0; i < EARLIER_MATCHES; i++) {
    const name = `Earlier Home ${i} vs Earlier Away ${i}`
    const { rows } = await db.query<{ id: number }>(
      `insert into matches (urn_id, slug, type, name, sport_id, category_id, tournament_id, competitors, status,
         stage, start_time, provider, result, updated_at)
       values ($1, $2, 'match', $3, $4, $5, $6, '[]', 4, 'ended', now() - interval '3 hours', $7, '{}', now())
       returning id`,
      [
        `sr:match:settle-bench-${i}`,
        `settle-bench-earlier-${i}`,
        name,
        like.sport_id,
        like.category_id,
        like.tournament_id,
        like.provider,
      ],
    )
    const id = rows[0]!.id
    const winner = String((i % 3) + 1)
    const names: Record<string, string> = { '1': '1', '2': 'X', '3': '2' }
    const odds: Record<string, number> = { '1': 1.85, '2': 3.5, '3': 4.2 }
    const result = Object.fromEntries(['1', '2', '3'].map((o) => [o, o === winner ? 'win' : 'lose']))
    await db.query(
      `insert into markets (match_id, market_id, specifier, name, status, outcomes, groups, result)
       values ($1, 1, '', '1X2', -3, $2, '{main}', $3)`,
      [
        id,
        JSON.stringify(['1', '2', '3'].map((o) => ({ id: o, name: names[o], active: false, odds: 1.01 }))),
        result,
      ],
    )
    out.push(
      ['1', '2', '3'].map((o) => ({
        matchId: id,
        marketId: 1,
        specifier: '',
        outcomeId: o,
        odds: odds[o]!,
        matchUrnId: `sr:match:settle-bench-${i}`,
        matchName: name,
        sportKey: like.sport_key,
        provider: like.provider,
        marketName: '1X2',
        outcomeName: names[o]!,
        result: o === winner ? 'win' : 'lose',
      })),
    )
  }
  return out
}

/**
 * Moves the target's kick-off so the feed, playing it from its start time at speed 1, finishes it at
 * `finishAt` (the feed reads start times when it starts: the API must be restarted after this).
 */
export async function scheduleFinish(db: pg.Pool, targetId: number, lengthS: number, finishAt: number) {
  await db.query(`update matches set start_time = $2 where id = $1`, [
    targetId,
    new Date(finishAt - lengthS * 1000),
  ])
}
