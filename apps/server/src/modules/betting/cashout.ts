// POST /bets/cashout: the offer is recomputed from the current odds inside the transaction that pays
// it, so a stale offer can never be paid; a partial cash-out keeps the rest of the stake in play.
import { recordBetEvent } from './bet-history.ts'
import { fromMoney, type CashoutRequest, type CashoutResponse } from '@sportsbook/contract'
import {
  acceptsMove,
  money,
  multiplyByOdds,
  partialCashout,
  systemBreakdown,
  minimum,
  type Money,
} from '@sportsbook/domain'
import type { SessionPlayer } from '../accounts/index.ts'
import { cashOutJackpotShares } from '../jackpots/index.ts'
import { notify } from '../notifications/index.ts'
import { ApiError, notFound } from '../../lib/api-error.ts'
import type { Tx } from '../../db/client.ts'
import { betsById, updateCashedOut, type BetRow } from './repository/bets-repository.ts'
import { currencyOf } from '@sportsbook/domain'
import { acceptedOdds, offerFor } from './cashout-offer.ts'
import { stakeLimits } from './constants.ts'
import { loadSnapshot } from './market-snapshot.ts'
import { loadPlayerFacts } from './player-facts.ts'
import { presentBet } from './present-bet.ts'
import type { SettlementDeps } from './settlement.ts'

/** Potential win of the stake left in play at the accepted odds (rounded down, capped). */
function potentialWin(row: BetRow, stake: Money): Money {
  const odds = row.selections.map(acceptedOdds)
  const cap = stakeLimits(stake.currency).maxPayout
  if (row.system_win_count !== null)
    return systemBreakdown(stake, odds, row.system_win_count, cap).potentialWin
  return minimum(multiplyByOdds(stake, odds, 'down'), cap)
}

async function lockedBet(tx: Tx, player: SessionPlayer, betId: string) {
  const [row] = await betsById(tx, [betId], { userId: player.id, forUpdate: true })
  if (!row) throw notFound(`Bet ${betId}`)
  if (row.status !== 'waiting_results') throw new ApiError('cashout_unavailable', 'The bet is not open')
  return row
}

export async function cashOut(
  deps: SettlementDeps,
  player: SessionPlayer,
  req: CashoutRequest,
): Promise<CashoutResponse> {
  const { policy } = await loadPlayerFacts(deps.db, player.id)
  const done = await deps.db.transaction(async (tx) => {
    const row = await lockedBet(tx, player, req.bet_id)
    const currency = currencyOf(row.currency)
    if (req.to_cashout.currency !== row.currency || (req.amount && req.amount.currency !== row.currency)) {
      throw new ApiError('invalid_params', `The bet is in ${row.currency}`)
    }
    const offer = offerFor(row, await loadSnapshot(tx, row.selections))
    if (!offer) throw new ApiError('cashout_unavailable', 'Cash-out is not available for this bet now')
    if (!acceptsMove(policy, BigInt(req.to_cashout.value), BigInt(offer.amount))) {
      throw new ApiError('cashout_offer_changed', `The cash-out offer is now ${offer.amount} (minor units)`)
    }
    const amount = money(Math.min(req.amount?.value ?? offer.amount, offer.amount), currency)
    const full = amount.amount === offer.amount
    const stake = money(Number(row.stake), currency)
    const { stakeLeft } = full ? { stakeLeft: stake } : partialCashout(stake, offer, amount)
    if (!full && stakeLeft.amount < stakeLimits(currency).minStake.amount) {
      throw new ApiError('cashout_unavailable', 'The stake left in play would be below the minimum stake')
    }
    const now = deps.now()
    const cashedOut = Number(row.cashed_out) + amount.amount
    const win = full ? Number(row.potential_win) : potentialWin(row, stakeLeft).amount
    await updateCashedOut(tx, row.id, { stake: stakeLeft.amount, potentialWin: win, cashedOut, full, now })
    // What is cashed out no longer plays for a jackpot (bonus bets are never cashed out: the stake is cash).
    const left = { id: row.id, currency: row.currency, cashStake: stakeLeft.amount, stake: stakeLeft.amount }
    await cashOutJackpotShares(tx, { ...left, potentialWin: win }, full)
    await recordBetEvent(tx, {
      betId: row.id,
      at: now,
      event: full ? 'cashed_out' : 'partially_cashed_out',
      fromStatus: 'waiting_results',
      toStatus: full ? 'cashed_out' : 'waiting_results',
      result: full ? 'cashed_out' : 'no_results',
      amount: amount.amount,
      stake: stakeLeft.amount,
      currency: row.currency,
      actor: 'player',
    })
    const change = await deps.wallet.credit(tx, {
      userId: player.id,
      amount,
      kind: 'cashout',
      ref: `bet:${row.id}`,
    })
    await notify(tx, {
      playerId: player.id,
      kind: 'cashout_done',
      objectId: row.id,
      at: now,
      payload: { bet_id: row.id, amount: fromMoney(amount), full },
    })
    const [updated] = await betsById(tx, [row.id])
    return {
      row: updated ?? row,
      paid: amount,
      balance: change.balance,
      snapshot: await loadSnapshot(tx, row.selections),
    }
  })
  const bet = presentBet(done.row, offerFor(done.row, done.snapshot))
  deps.bets.betChanged(player.id, player.language, bet)
  void deps.publishBalance(player.id, player.language, done.balance)
  return { bet, paid: fromMoney(done.paid), balance: fromMoney(done.balance) }
}
