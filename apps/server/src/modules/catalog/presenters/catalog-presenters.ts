// Rows → contract shapes for sports, categories and tournaments. Text columns holding enum values
// are narrowed here; the response schema re-checks them on the way out.
import type { Category, Sport, SportRef, Tournament } from '@sportsbook/contract'
import type { CategoryRow, RefColumns, SportRow, TournamentRow } from '../repository/catalog-repository.ts'

export function presentSport(r: SportRow): Sport {
  return {
    id: r.id,
    urn_id: r.urn_id,
    key: r.key,
    name: r.name,
    priority: r.priority,
    type: r.type as Sport['type'],
    provider: r.provider as Sport['provider'],
    live_count: r.live_count,
    prematch_count: r.prematch_count,
  }
}

export function presentSportRef(r: RefColumns): SportRef {
  return { id: r.sport_id, key: r.sport_key, name: r.sport_name, type: r.sport_type as SportRef['type'] }
}

export function presentCategoryRef(r: RefColumns): Tournament['category'] {
  return {
    id: r.category_id,
    slug: r.category_slug,
    name: r.category_name,
    country_code: r.category_country_code,
  }
}

export function presentCategory(r: CategoryRow): Category {
  return {
    ...presentCategoryRef(r),
    priority: r.priority,
    sport: presentSportRef(r),
    tournaments_count: r.tournaments_count,
  }
}

export function presentTournament(r: TournamentRow): Tournament {
  return {
    id: r.id,
    urn_id: r.urn_id,
    slug: r.slug,
    name: r.name,
    priority: r.priority,
    kind: r.kind as Tournament['kind'],
    is_top: r.is_top,
    category: presentCategoryRef(r),
    sport: presentSportRef(r),
    main_market_outcomes_count: r.main_market_outcomes_count,
    secondary_market_outcomes_count: r.secondary_market_outcomes_count,
    matches_count: r.matches_count,
  }
}
