// Sportsbook reads the catalog pages make (apps/web features/catalog/api, features/match/api).
import { CategoryList, Match, MatchPage, MarketList, SportList, TournamentList } from '@sportsbook/contract'
import type { Check } from '../check.ts'
import { CheckFailure, expect } from '../failure.ts'
import type { Context } from '../context.ts'
import { parsed } from '../wire.ts'

/** The web fetches a match's markets 500 at a time (spec §9). */
const MARKETS_LIMIT = 500

export const sports = (ctx: Context) =>
  ctx.memo('sports', async () => {
    const list = parsed(
      await ctx.visitor.get(ctx.sportsbook('/sports', { locale: ctx.opts.locale })),
      SportList,
      'SportList',
    )
    return list.data
  })

/** The sport with the most matches: the one whose pages the checks read. */
export const busiestSport = async (ctx: Context) => {
  const all = await sports(ctx)
  const sport = [...all].sort(
    (a, b) => b.live_count + b.prematch_count - (a.live_count + a.prematch_count),
  )[0]
  if (!sport) throw new CheckFailure('GET /sports listed no sport: nothing to check the catalog with')
  return sport
}

/** A listed match, as the home page shows it. */
export const someMatch = (ctx: Context) =>
  ctx.memo('match', async () => {
    const page = parsed(
      await ctx.visitor.get(ctx.sportsbook('/matches', { type: 'match', limit: 5, locale: ctx.opts.locale })),
      MatchPage,
      'MatchPage',
    )
    const match = page.data[0]
    if (!match) throw new CheckFailure('GET /matches listed no match: nothing to check matches with')
    return match
  })

export const catalogChecks: Check[] = [
  {
    id: 'sports.list',
    what: 'GET /sports parses as SportList',
    run: async (ctx) => `${(await sports(ctx)).length} sports`,
  },
  {
    id: 'categories.list',
    what: 'GET /categories?sport_key parses as CategoryList',
    run: async (ctx) => {
      const sport = await busiestSport(ctx)
      const url = ctx.sportsbook('/categories', { sport_key: sport.key, locale: ctx.opts.locale })
      const list = parsed(await ctx.visitor.get(url), CategoryList, 'CategoryList')
      expect(
        list.data.every((c) => c.sport.key === sport.key),
        `a category of another sport in ${sport.key}'s list`,
      )
      return `${list.data.length} categories of ${sport.key}`
    },
  },
  {
    id: 'tournaments.list',
    what: 'GET /tournaments?sport_key parses as TournamentList',
    run: async (ctx) => {
      const sport = await busiestSport(ctx)
      const url = ctx.sportsbook('/tournaments', { sport_key: sport.key, locale: ctx.opts.locale })
      const list = parsed(await ctx.visitor.get(url), TournamentList, 'TournamentList')
      return `${list.data.length} tournaments of ${sport.key}`
    },
  },
  {
    id: 'matches.list',
    what: 'GET /matches parses as MatchPage',
    run: async (ctx) => `match ${(await someMatch(ctx)).id} listed`,
  },
  {
    id: 'match.get',
    what: 'GET /matches/{id} parses as Match, the one asked for',
    run: async (ctx) => {
      const { id } = await someMatch(ctx)
      const match = parsed(
        await ctx.visitor.get(ctx.sportsbook(`/matches/${id}`, { locale: ctx.opts.locale })),
        Match,
        'Match',
      )
      expect(match.id === id, `asked for match ${id}, got ${match.id}`)
      return `match ${id}: ${match.name}`
    },
  },
  {
    id: 'match.markets',
    what: 'GET /matches/{id}/markets?limit=500 parses as MarketList',
    run: async (ctx) => {
      const match = await someMatch(ctx)
      const url = ctx.sportsbook(`/matches/${match.id}/markets`, {
        limit: MARKETS_LIMIT,
        locale: ctx.opts.locale,
      })
      const list = parsed(await ctx.visitor.get(url), MarketList, 'MarketList')
      expect(
        list.data.every((m) => m.match_urn_id === match.urn_id),
        'a market of another match in the list',
      )
      return `${list.data.length} markets, ${list.groups.length} groups`
    },
  },
]
