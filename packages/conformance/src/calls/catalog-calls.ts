// Spec §7 Sportsbook API, the catalog: sports, categories, tournaments, matches, markets, the match
// centre's statistics, video and streams, search and the sport icon sprite. All answer visitors.
import {
  Category,
  CategoryList,
  Match,
  MatchPage,
  MatchStatistics,
  MatchStreams,
  MatchVideo,
  MarketList,
  SearchResult,
  SportList,
  Tournament,
  TournamentList,
} from '@sportsbook/contract'
import { expect } from '../failure.ts'
import { parsed } from '../wire.ts'
import type { Call } from './call.ts'
import {
  busiestSport,
  liveOrListedMatch,
  someCategory,
  someMatch,
  someTournament,
  UNKNOWN_ID,
} from './data.ts'

/** Page sizes the kit reads lists with (small enough to make a few pages, large enough to be quick). */
const MATCHES_LIMIT = 100
const MARKETS_LIMIT = 50

const sportsbook = (c: Omit<Call, 'api'>): Call => ({ ...c, api: 'sportsbook' })
const visitor = { auth: 'visitor' } as const

export const catalogCalls: Call[] = [
  sportsbook({
    ...visitor,
    method: 'GET',
    path: '/sports',
    schema: SportList,
    shape: 'SportList',
    request: async (ctx) => ({ path: '/sports', query: { locale: ctx.opts.locale } }),
  }),
  sportsbook({
    ...visitor,
    method: 'GET',
    path: '/categories',
    schema: CategoryList,
    shape: 'CategoryList',
    request: async (ctx) => ({
      path: '/categories',
      query: { sport_key: (await busiestSport(ctx)).key, locale: ctx.opts.locale },
    }),
  }),
  sportsbook({
    ...visitor,
    method: 'GET',
    path: '/categories/{id}',
    schema: Category,
    shape: 'Category',
    request: async (ctx) => ({
      path: `/categories/${(await someCategory(ctx)).id}`,
      query: { locale: ctx.opts.locale },
    }),
    bad: async () => ({ path: '/categories/abc' }),
  }),
  sportsbook({
    ...visitor,
    method: 'GET',
    path: '/tournaments',
    schema: TournamentList,
    shape: 'TournamentList',
    request: async (ctx) => ({
      path: '/tournaments',
      query: { sport_key: (await busiestSport(ctx)).key, locale: ctx.opts.locale },
    }),
  }),
  sportsbook({
    ...visitor,
    method: 'GET',
    path: '/tournaments/{id}',
    schema: Tournament,
    shape: 'Tournament',
    request: async (ctx) => ({
      path: `/tournaments/${(await someTournament(ctx)).id}`,
      query: { locale: ctx.opts.locale },
    }),
    bad: async () => ({ path: '/tournaments/abc' }),
  }),
  sportsbook({
    ...visitor,
    method: 'GET',
    path: '/matches',
    schema: MatchPage,
    shape: 'MatchPage',
    pages: true,
    request: async (ctx) => ({
      path: '/matches',
      query: { type: 'match', limit: MATCHES_LIMIT, locale: ctx.opts.locale },
    }),
    bad: async () => ({ path: '/matches', query: { limit: 'abc' } }),
  }),
  sportsbook({
    ...visitor,
    method: 'GET',
    path: '/matches/{id}',
    schema: Match,
    shape: 'Match',
    request: async (ctx) => ({
      path: `/matches/${(await someMatch(ctx)).id}`,
      query: { locale: ctx.opts.locale },
    }),
    then: async (ctx, body) => {
      const { id } = await someMatch(ctx)
      expect((body as Match).id === id, `asked for match ${id}, got ${(body as Match).id}`)
    },
    bad: async () => ({ path: '/matches/abc' }),
  }),
  sportsbook({
    ...visitor,
    method: 'GET',
    path: '/matches/{id}/markets',
    schema: MarketList,
    shape: 'MarketList',
    pages: true,
    request: async (ctx) => ({
      path: `/matches/${(await someMatch(ctx)).id}/markets`,
      query: { limit: MARKETS_LIMIT, locale: ctx.opts.locale },
    }),
    bad: async (ctx) => ({ path: `/matches/${(await someMatch(ctx)).id}/markets`, query: { page: 0 } }),
  }),
  sportsbook({
    ...visitor,
    method: 'GET',
    path: '/matches/{id}/{type}',
    schema: MatchStatistics,
    shape: 'MatchStatistics',
    bad: async () => ({ path: '/matches/1/nope' }),
    request: async (ctx) => ({ path: `/matches/${(await liveOrListedMatch(ctx)).id}/statistics` }),
  }),
  sportsbook({
    ...visitor,
    method: 'GET',
    path: '/matches/{id}/video',
    schema: MatchVideo,
    shape: 'MatchVideo',
    bad: async () => ({ path: '/matches/abc/video' }),
    request: async (ctx) => {
      // The happy path needs a match with video (GET /matches?has_video=true); without one, an unknown
      // match must answer 404 not_found (§8).
      const url = ctx.sportsbook('/matches', { type: 'match', has_video: 'true', limit: 1 })
      const match = parsed(await ctx.visitor.get(url), MatchPage, 'MatchPage').data[0]
      return match
        ? { path: `/matches/${match.id}/video`, note: `match ${match.id}` }
        : {
            path: `/matches/${UNKNOWN_ID}/video`,
            refusal: 'not_found',
            note: 'no match with video; an unknown match',
          }
    },
  }),
  sportsbook({
    ...visitor,
    method: 'GET',
    path: '/matches/{id}/streams',
    schema: MatchStreams,
    shape: 'MatchStreams',
    bad: async () => ({ path: '/matches/abc/streams' }),
    request: async (ctx) => ({ path: `/matches/${(await liveOrListedMatch(ctx)).id}/streams` }),
  }),
  sportsbook({
    ...visitor,
    method: 'GET',
    path: '/search',
    schema: SearchResult,
    shape: 'SearchResult',
    request: async (ctx) => {
      const match = await someMatch(ctx)
      const q = (match.competitors?.[0]?.name ?? match.name).slice(0, 12)
      return { path: '/search', query: { q, locale: ctx.opts.locale }, note: `q=${q}` }
    },
    bad: async () => ({ path: '/search', query: { q: 'a' } }),
  }),
  sportsbook({
    ...visitor,
    method: 'GET',
    path: '/icons.svg',
    schema: null,
    shape: 'SVG sprite',
    request: async () => ({ path: '/icons.svg' }),
  }),
]
