// The catalog's read model for routes: each request's rows from the repositories, turned into contract
// shapes by the presenters. Routes call this only; the SQL stays in repository/.
import { MatchSummary, type Match, type MarketQuery, type PlatformLocale } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/api-error.ts'
import { pagination } from '../../lib/pagination.ts'
import { boostMarket, boostMatch, priceBoostBook } from '../price-boosts/index.ts'
import { localiseCategory, localiseMarket, localiseMatch, localiseSport, localiseTournament } from '../i18n/index.ts'
import { presentCategory, presentSport, presentTournament } from './presenters/catalog-presenters.ts'
import { presentGroups, presentMarket } from './presenters/market-presenters.ts'
import { presentMatch, presentMatches } from './presenters/match-presenters.ts'
import { presentSearch } from './presenters/search-presenters.ts'
import { createCatalogRepository, type CategoryFilter, type TournamentFilter } from './repository/catalog-repository.ts'
import { createMarketsRepository } from './repository/markets-repository.ts'
import { createMatchesRepository, type MatchFilter } from './repository/matches-repository.ts'
import { createSearchRepository, type SearchFilter } from './repository/search-repository.ts'

export function createCatalogService(db: Db) {
  const catalog = createCatalogRepository(db)
  const matches = createMatchesRepository(db)
  const markets = createMarketsRepository(db)
  const search = createSearchRepository(db)
  // Boosted prices come from memory (price-boosts' book), never a query of this read (ADR 033).
  const boosts = priceBoostBook(db)

  async function presentedMatches(rows: Awaited<ReturnType<typeof matches.list>>['rows']) {
    const ids = rows.map((r) => r.id)
    const [listing, summaries] = await Promise.all([matches.listingMarkets(ids), matches.marketSummaries(ids)])
    return presentMatches(rows, listing, summaries).map((m) => boostMatch(boosts, m))
  }

  return {
    sports: async (locale: PlatformLocale) => ({
      data: (await catalog.listSports()).map((r) => localiseSport(presentSport(r), locale)),
    }),
    categories: async (query: CategoryFilter, locale: PlatformLocale) => ({
      data: (await catalog.listCategories(query)).map((r) => localiseCategory(presentCategory(r), locale)),
    }),
    async category(id: number, locale: PlatformLocale) {
      const [row] = await catalog.listCategories({ id })
      if (!row) throw notFound(`Category ${id}`)
      return localiseCategory(presentCategory(row), locale)
    },
    tournaments: async (query: TournamentFilter, locale: PlatformLocale) => ({
      data: (await catalog.listTournaments(query)).map((r) => localiseTournament(presentTournament(r), locale)),
    }),
    async tournament(id: number, locale: PlatformLocale) {
      const [row] = await catalog.listTournaments({ id })
      if (!row) throw notFound(`Tournament ${id}`)
      return localiseTournament(presentTournament(row), locale)
    },
    async matches(query: MatchFilter, locale: PlatformLocale) {
      const { rows, total } = await matches.list(query)
      const data = (await presentedMatches(rows)).map((m) => localiseMatch(m, locale))
      return { data, pagination: pagination(total, query.page, query.limit) }
    },
    async match(id: number, locale: PlatformLocale): Promise<Match> {
      const row = await matches.get(id)
      if (!row) throw notFound(`Match ${id}`)
      const [match] = await presentedMatches([row])
      return localiseMatch(match as Match, locale)
    },
    async markets(matchId: number, query: MarketQuery & { page: number; limit: number }, locale: PlatformLocale) {
      if (!(await matches.get(matchId))) throw notFound(`Match ${matchId}`)
      const [page, groups] = await Promise.all([markets.list(matchId, query), markets.groupCounts(matchId)])
      return {
        data: page.rows.map((r) => localiseMarket(boostMarket(boosts, matchId, presentMarket(r)), locale)),
        groups: presentGroups(groups),
        pagination: pagination(page.total, query.page, query.limit),
      }
    },
    search: async (query: SearchFilter) => presentSearch(await search.search(query)),
    /** Every match id (realtime refuses channels of other ids; it reloads them at most once a second). */
    matchIds: () => matches.ids(),
    /** Matches as listings and realtime show them (no markets), by id: two statements for any number. */
    async summaries(ids: readonly number[]): Promise<Map<number, MatchSummary>> {
      const [rows, counts] = await Promise.all([matches.getMany(ids), matches.marketSummaries([...ids])])
      const byMatch = new Map(counts.map((s) => [s.match_id, s]))
      return new Map(
        rows.map((r) => [r.id, MatchSummary.parse(presentMatch(r, { markets: [], summary: byMatch.get(r.id) }))]),
      )
    },
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>
