// A scheduled match as the row the repository inserts.
import { MATCH_STATUS } from '@sportsbook/domain'
import { slugify } from './catalog.ts'
import type { LeagueIds, MatchInsert } from './repository/feed-repository.ts'
import type { MatchDraft } from './schedule.ts'

export function matchRow(
  id: number,
  d: MatchDraft,
  ids: LeagueIds,
  main: [string, string],
  sec: [string, string],
): MatchInsert {
  const [home, away] = d.competitors
  return {
    id,
    urnId: d.urnId,
    slug: `${slugify(home?.name ?? 'home')}-vs-${slugify(away?.name ?? 'away')}-${id}`,
    type: 'match',
    name: d.name,
    sportId: ids.sportId,
    categoryId: ids.categoryId,
    tournamentId: ids.tournamentId,
    competitors: d.competitors,
    stadium: d.stadium,
    city: d.city,
    status: MATCH_STATUS.PREMATCH,
    stage: 'not_started',
    startTime: d.startTime,
    statistics: null,
    mainMarketId: Number(main[0]),
    mainMarketSpecifier: main[1],
    secondaryMarketId: Number(sec[0]),
    secondaryMarketSpecifier: sec[1],
    hasVideo: d.hasVideo,
    provider: d.league.sport.provider,
    betsCount: d.betsCount,
    model: d.model as unknown as Record<string, unknown>,
  }
}
