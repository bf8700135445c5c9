// POST /bets as the slip sends it (apps/web features/bet-slip/api/place-bets.ts): one Idempotency-Key
// per placement, so a retry after a lost answer never places twice. This places ONE real bet.
import { randomUUID } from 'node:crypto'
import {
  BetList,
  MatchPage,
  PlaceBetsErrorBody,
  PlaceBetsResponse,
  Settings,
  type BetSelectionInput,
} from '@sportsbook/contract'
import type { Check } from '../check.ts'
import { CheckFailure, expect } from '../failure.ts'
import type { Context, Session } from '../context.ts'
import { describe, parsed } from '../wire.ts'
import { accounts } from './platform.ts'

/** Odds move between reading and placing; a refusal for invalid odds is retried this often. */
const ATTEMPTS = 3

/** An open prematch 1st-choice outcome at its current odds (the main market the listing shows). */
export async function openSelection(ctx: Context): Promise<BetSelectionInput & { name: string }> {
  const url = ctx.sportsbook('/matches', { type: 'match', bettable: 'true', match_status: 0, limit: 20 })
  const page = parsed(await ctx.visitor.get(url), MatchPage, 'MatchPage')
  for (const match of page.data) {
    const market = match.main_market
    const outcome = market?.status === 1 ? market.outcomes.find((o) => o.active) : undefined
    if (market && outcome) {
      const { id: market_id, specifier } = market
      return {
        match_id: match.id,
        market_id,
        specifier,
        outcome_id: outcome.id,
        odds: outcome.odds,
        name: match.name,
      }
    }
  }
  throw new CheckFailure(
    `${describe({ method: 'GET', url })}: no bettable prematch match with an open main market`,
  )
}

/** How many bets GET /bets counts for the player. */
async function betCount(ctx: Context, session: Session) {
  const answer = await session.http.get(ctx.sportsbook('/bets', { status: 'all', page: 1, limit: 1 }))
  return parsed(answer, BetList, 'BetList').pagination.total
}

async function place(ctx: Context, session: Session, body: unknown, key: string) {
  const headers = { ...session.writeHeaders(), 'Idempotency-Key': key }
  return session.http.post(ctx.sportsbook('/bets'), { body, headers })
}

export const placementCheck: Check = {
  id: 'bets.place-idempotent',
  what: 'POST /bets twice with one Idempotency-Key places one bet at its stake, debited once',
  run: async (ctx) => {
    const session = await ctx.session()
    const settings = parsed(await session.http.get(ctx.sportsbook('/settings')), Settings, 'Settings')
    const before = (await accounts(ctx)).active
    const countBefore = await betCount(ctx, session)
    const stake = { value: settings.limits.min_stake, currency: before.currency }
    for (let attempt = 1; ; attempt++) {
      const selection = await openSelection(ctx)
      const { name, ...input } = selection
      const body = {
        meta: { device_id: 'conformance-kit', quick: false, type: 'single' },
        bets: [{ stake, selections: [input] }],
      }
      const key = randomUUID()
      const first = await place(ctx, session, body, key)
      const refusal = PlaceBetsErrorBody.safeParse(first.body)
      if (
        first.status === 400 &&
        refusal.success &&
        refusal.data.error.code === 'invalid_odds' &&
        attempt < ATTEMPTS
      )
        continue
      const placed = parsed(first, PlaceBetsResponse, 'PlaceBetsResponse')
      const bet = placed.data[0]
      expect(placed.data.length === 1 && bet, `${describe(first)}: ${placed.data.length} bets answered for 1`)
      // My Bets shows the stake placed and every cash-out beside the stake still in play (issue #29).
      expect(
        bet.original_stake.value === stake.value &&
          bet.stake.value === stake.value &&
          bet.cashouts.length === 0,
        `${describe(first)}: a new bet answers original_stake ${bet.original_stake.value}, stake ${bet.stake.value} and ${bet.cashouts.length} cash-outs for a stake of ${stake.value}`,
      )
      expect(
        placed.balance.value === before.balance.value - stake.value,
        `balance ${placed.balance.value} after a stake of ${stake.value} from ${before.balance.value}`,
      )
      const replay = parsed(await place(ctx, session, body, key), PlaceBetsResponse, 'PlaceBetsResponse')
      const ids = replay.data.map((b) => b.id)
      expect(
        ids.length === 1 && ids[0] === bet.id,
        `the retry answered bets ${ids.join(', ')}, not the first answer's ${bet.id}`,
      )
      const after = (await accounts(ctx)).active
      expect(
        after.balance.value === placed.balance.value,
        `balance ${after.balance.value} after the retry, ${placed.balance.value} after the first: debited twice`,
      )
      const count = await betCount(ctx, session)
      expect(count === countBefore + 1, `GET /bets counts ${count - countBefore} new bets, expected 1`)
      return `bet ${bet.ref} on ${name}, stake ${stake.value} ${stake.currency} debited once`
    }
  },
}
