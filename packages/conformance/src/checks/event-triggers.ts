// With --reference, the kit makes the spec's events happen on the reference backend through its dev
// helpers while it listens: scenarios of /api/dev/scenarios (a kick-off, a provider going offline),
// the kit's bet settled as won (/api/dev/bets/settle), a demo promo code redeemed (a freebet issued).
// Against an operator's API nothing is triggered: the kit hears what their feed publishes.
import { randomUUID } from 'node:crypto'
import { BetList, CampaignList, MatchPage } from '@sportsbook/contract'
import type { Context } from '../context.ts'
import type { Http } from '../http.ts'
import { answered, parsed } from '../wire.ts'

/** Scenarios played (README of apps/server scenarios): public match and provider events. */
export const TRIGGER_SCENARIOS = ['kick-off-now', 'provider-offline'] as const
/** A promo code the reference backend seeds (root README "Demo bonuses"): issues a freebet. */
export const TRIGGER_PROMO_CODE = 'WELCOME10'

/** Stake of the live bet (minor units): the demo tournament's minimum, so it grows its pool. */
export const TRIGGER_LIVE_STAKE = 100
/** The demo tournament counts bets at odds of at least this. */
const TOURNAMENT_MIN_ODDS = 1.5

/**
 * Bets on a live match (its cash-out offer moves with the live odds: bet_cashout_changed), and again
 * in the first running tournament, joined, at odds it counts (its pool grows: tournament_pool_changed).
 */
async function liveBetInTournament(ctx: Context, http: Http, headers: Record<string, string>) {
  const tournaments = parsed(
    await http.get(ctx.sportsbook('/bonuses/tournaments')),
    CampaignList,
    'CampaignList',
  )
  const tournament = tournaments.data.find((t) => t.points && !t.points.joined)
  if (tournament) answered(await http.post(ctx.sportsbook(`/bonuses/${tournament.id}/activate`), { headers }))
  const url = ctx.sportsbook('/matches', { type: 'match', match_status: 1, bettable: 'true', limit: 20 })
  for (const match of parsed(await http.get(url), MatchPage, 'MatchPage').data) {
    const market = match.main_market
    const outcome =
      market?.status === 1
        ? market.outcomes.find((o) => o.active && Number(o.odds) >= TOURNAMENT_MIN_ODDS)
        : undefined
    if (!market || !outcome) continue
    const selection = {
      match_id: match.id,
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: outcome.id,
      odds: outcome.odds,
    }
    // A plain bet (its cash-out offer moves with the odds), and one entered in the tournament.
    const bonus = tournament ? { id: tournament.id, type: 'tournament' } : undefined
    const stake = { value: TRIGGER_LIVE_STAKE, currency: 'EUR' }
    const place = (bet: Record<string, unknown>) =>
      http.post(ctx.sportsbook('/bets'), {
        body: { meta: { device_id: 'conformance-kit', quick: false, type: 'single' }, bets: [bet] },
        headers: { ...headers, 'Idempotency-Key': randomUUID() },
      })
    // Both at once: each waits out the live bet delay.
    const [plain] = await Promise.all([
      place({ stake, selections: [selection] }),
      bonus ? place({ stake, selections: [selection], bonus }) : undefined,
    ])
    if (plain.status === 200) return
  }
}

export async function makeEventsHappen(ctx: Context): Promise<void> {
  if (!ctx.opts.reference) return
  const dev = `${new URL(ctx.opts.sportsbook).origin}/api/dev`
  for (const name of TRIGGER_SCENARIOS)
    answered(await ctx.visitor.post(`${dev}/scenarios/${name}/run`, { body: {} }))
  const session = await ctx.maybeSession()
  if (!session) return
  const headers = session.writeHeaders()
  const bets = parsed(
    await session.http.get(ctx.sportsbook('/bets', { status: 'open', limit: 1 })),
    BetList,
    'BetList',
  )
  const bet = bets.data[0]
  if (bet)
    answered(
      await session.http.post(`${dev}/bets/settle`, { body: { bet_id: bet.id, result: 'win' }, headers }),
    )
  answered(
    await session.http.post(ctx.sportsbook('/bonuses/promo-code'), {
      body: { code: TRIGGER_PROMO_CODE },
      headers,
    }),
  )
  await liveBetInTournament(ctx, session.http, headers)
}
