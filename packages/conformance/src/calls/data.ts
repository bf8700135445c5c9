// What the call table's requests are made with, read once per run from the API itself: a sport, a
// category, a tournament, a listed and a live match, the player's own bets.
import { BetList, CategoryList, MatchPage, TournamentList } from '@sportsbook/contract'
import { busiestSport, someMatch } from '../checks/catalog.ts'
import { openSelection } from '../checks/placement.ts'
import type { Context } from '../context.ts'
import { CheckFailure } from '../failure.ts'
import { parsed } from '../wire.ts'

/** An id no backend will have (the largest the contract's Id accepts). */
export const UNKNOWN_ID = 2_147_483_647

export { busiestSport, someMatch }

export const someCategory = (ctx: Context) =>
  ctx.memo('category', async () => {
    const sport = await busiestSport(ctx)
    const url = ctx.sportsbook('/categories', { sport_key: sport.key, locale: ctx.opts.locale })
    const first = parsed(await ctx.visitor.get(url), CategoryList, 'CategoryList').data[0]
    if (!first) throw new CheckFailure(`GET /categories listed none of ${sport.key}`)
    return first
  })

export const someTournament = (ctx: Context) =>
  ctx.memo('tournament', async () => {
    const sport = await busiestSport(ctx)
    const url = ctx.sportsbook('/tournaments', { sport_key: sport.key, locale: ctx.opts.locale })
    const first = parsed(await ctx.visitor.get(url), TournamentList, 'TournamentList').data[0]
    if (!first) throw new CheckFailure(`GET /tournaments listed none of ${sport.key}`)
    return first
  })

/** An open prematch selection (memoised): the match the kit votes on and prices a max stake for. */
export const openMarket = (ctx: Context) => ctx.memo('open-selection', () => openSelection(ctx))

/** A live match when one is on, else the listed one. */
export const liveOrListedMatch = (ctx: Context) =>
  ctx.memo('live-match', async () => {
    const url = ctx.sportsbook('/matches', {
      type: 'match',
      match_status: 1,
      limit: 1,
      locale: ctx.opts.locale,
    })
    const live = parsed(await ctx.visitor.get(url), MatchPage, 'MatchPage').data[0]
    return live ?? (await someMatch(ctx))
  })

/** The newest of the player's bets (the placement check placed one), or undefined. */
export const newestBet = async (ctx: Context) => {
  const { http } = await ctx.session()
  const answer = await http.get(ctx.sportsbook('/bets', { status: 'all', limit: 1 }))
  return parsed(answer, BetList, 'BetList').data[0]
}

/** The main market's first open outcome of a match, as the slip sends it. */
export function selectionOf(match: Awaited<ReturnType<typeof someMatch>>) {
  const market = match.main_market
  const outcome = market?.outcomes.find((o) => o.active) ?? market?.outcomes[0]
  if (!market || !outcome) throw new CheckFailure(`match ${match.id} has no main market to select from`)
  return {
    match_id: match.id,
    market_id: market.id,
    specifier: market.specifier,
    outcome_id: outcome.id,
    odds: outcome.odds,
  }
}
