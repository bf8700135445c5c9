// Price boosts at placement (issue #30.5, ADR 033), kept out of place-bets.ts: the snapshot shows a
// boosted outcome at its boosted price (the price the bettor saw), a bet priced at it records the
// boost and the normal price on its selection, and the per-customer most stake is checked in the
// placing transaction, after the debit locked the player's account (one player's placements queue
// there, so two at once cannot both pass).
import {
  decimalOdds,
  formatMoney,
  MATCH_STATUS,
  money,
  priceBoostStakeLeft,
  type Money,
} from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import { ApiError } from '../../lib/api-error.ts'
import { boostOutcome, stakedAtBoosts, type PriceBoostBook } from '../price-boosts/index.ts'
import type { Snapshot } from './market-snapshot.ts'
import type { PricedBet } from './validate-bets.ts'

/** The snapshot with each prematch outcome under a live boost at its boosted price (`boosted_from` the normal one). */
export function boostSnapshot(snapshot: Snapshot, book: PriceBoostBook): Snapshot {
  for (const [key, state] of snapshot) {
    const m = state.market
    if (!m || state.matchStatus !== MATCH_STATUS.PREMATCH || !book.hasMatch(state.matchId)) continue
    // The key is matchMarketKey(match, market, specifier); a specifier may hold the separator.
    const [, marketId, ...specifier] = key.split('|')
    const at = { matchId: state.matchId, marketId: Number(marketId), specifier: specifier.join('|') }
    m.outcomes = m.outcomes.map((o) => boostOutcome(book, at, o))
  }
  return snapshot
}

/** The bets with each selection priced at a boost carrying it (not custom bets: one joint price). */
export function withPriceBoosts(bets: PricedBet[], book: PriceBoostBook): PricedBet[] {
  return bets.map((bet) => {
    if (bet.type === 'custom_bet') return bet
    const selections = bet.selections.map((p) => {
      const outcome = p.state.market?.outcomes.find((o) => o.id === p.input.outcome_id)
      const boost = book.find(p.input.match_id, p.input.market_id, p.input.specifier, p.input.outcome_id)
      if (!boost || outcome?.boosted_from === undefined || boost.odds !== p.odds) return p
      return {
        ...p,
        boost: { id: boost.id, unboostedOdds: decimalOdds(outcome.boosted_from), maxStake: boost.maxStake },
      }
    })
    return { ...bet, selections }
  })
}

/** The boosts the bets are placed at, with the stake each puts on it. */
export function boostsOf(bets: readonly PricedBet[]) {
  const out = new Map<number, { maxStake: Money; stake: number }>()
  for (const bet of bets)
    for (const p of bet.selections) {
      if (!p.boost) continue
      const seen = out.get(p.boost.id)
      out.set(p.boost.id, { maxStake: p.boost.maxStake, stake: (seen?.stake ?? 0) + bet.stake.amount })
    }
  return out
}

/**
 * In the placing transaction, after the bets are written: each boost's most stake per customer over
 * all their bets at it; above it the whole placement rolls back with `price_boost_max_stake`, naming
 * what is left (a stake is refused, never split, ADR 033).
 */
export async function checkPriceBoostStakes(tx: Executor, userId: number, bets: readonly PricedBet[]) {
  const boosts = boostsOf(bets)
  if (boosts.size === 0) return
  const staked = await stakedAtBoosts(tx, userId, [...boosts.keys()])
  for (const [id, { maxStake, stake }] of boosts) {
    const total = staked.get(id) ?? 0
    if (total <= maxStake.amount) continue
    const before = money(total - stake, maxStake.currency)
    const left = priceBoostStakeLeft(maxStake, before)
    throw new ApiError(
      'price_boost_max_stake',
      `At the boosted price you can stake at most ${formatMoney(left, 'en')} more`,
    )
  }
}
