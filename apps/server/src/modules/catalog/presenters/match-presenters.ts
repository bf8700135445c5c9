import type { Match } from '@sportsbook/contract'
import { matchMarketKey } from '@sportsbook/domain'
import type { MarketRow } from '../repository/markets-repository.ts'
import type { MarketSummary, MatchRow } from '../repository/matches-repository.ts'
import { presentCategoryRef, presentSportRef } from './catalog-presenters.ts'
import { presentMarket } from './market-presenters.ts'
import { toIso, toIsoOrNull } from '../../../lib/to-iso.ts'
import { EARLY_PAYOUT_OFFERS } from '../constants.ts'

/** What a match embeds besides its own row: its listing markets and market summary. */
export interface MatchExtras {
  markets: MarketRow[]
  summary: MarketSummary | undefined
}

/** A match without a main (or secondary) market has none to find: '' is no market's id. */
const marketKey = (matchId: number, marketId: number | null, specifier: string) =>
  matchMarketKey(matchId, marketId ?? '', specifier)

export function presentMatch(r: MatchRow, extras: MatchExtras): Match {
  const byKey = new Map(extras.markets.map((mk) => [marketKey(mk.match_id, mk.market_id, mk.specifier), mk]))
  const main = byKey.get(marketKey(r.id, r.main_market_id, r.main_market_specifier))
  const secondary = byKey.get(marketKey(r.id, r.secondary_market_id, r.secondary_market_specifier))
  return {
    id: r.id,
    urn_id: r.urn_id,
    slug: r.slug,
    type: r.type as Match['type'],
    name: r.name,
    tournament: {
      id: r.tournament_id,
      slug: r.tournament_slug,
      name: r.tournament_name,
      kind: r.tournament_kind as Match['tournament']['kind'],
      sport_type: r.sport_type as Match['tournament']['sport_type'],
    },
    category: presentCategoryRef(r),
    sport: presentSportRef(r),
    competitors: r.competitors,
    stadium: r.stadium,
    city: r.city,
    status: r.status as Match['status'],
    stage: r.stage,
    start_time: toIso(r.start_time),
    end_date: toIsoOrNull(r.end_date),
    statistics: r.statistics,
    bettable: r.bettable,
    available_markets: extras.summary?.market_ids ?? [],
    availableMarketsCount: extras.summary?.markets_count ?? 0,
    main_market: main && r.main_market_id !== null ? presentMarket(main) : null,
    secondary_market: secondary && r.secondary_market_id !== null ? presentMarket(secondary) : null,
    top_markets: [],
    has_video: r.has_video,
    provider: r.provider as Match['provider'],
    bets_count: r.bets_count,
    ...(r.type === 'match' && earlyPayoutOf(r.sport_key)),
  }
}

/** The match's early-payout offer (its sport's), as the wire carries it; nothing when none (nor on an outright). */
function earlyPayoutOf(sportKey: string) {
  const offer = EARLY_PAYOUT_OFFERS[sportKey]
  if (!offer) return {}
  const { marketId, home, away, lead } = offer
  return { early_payout: { market_id: marketId, outcome_ids: [home, away], lead } }
}

/** Presents a page of matches, attaching each one's markets from the two batch queries. */
export function presentMatches(rows: MatchRow[], markets: MarketRow[], summaries: MarketSummary[]): Match[] {
  const marketsByMatch = new Map<number, MarketRow[]>()
  for (const mk of markets) marketsByMatch.set(mk.match_id, [...(marketsByMatch.get(mk.match_id) ?? []), mk])
  const summaryByMatch = new Map(summaries.map((s) => [s.match_id, s]))
  return rows.map((r) =>
    presentMatch(r, { markets: marketsByMatch.get(r.id) ?? [], summary: summaryByMatch.get(r.id) }),
  )
}
