// Cash-out in betting's unit of work (ADR 028): the bet locked by the per-bet lock, the offer recomputed
// from the current odds inside the transaction that pays it, so a stale offer can never be paid; a
// partial cash-out keeps the rest of the stake in play.
import { recordBetEvent } from './bet-history.ts'
import { fromMoney, type CashoutRequest, type CashoutResponse } from '@sportsbook/contract'
import {
  acceptsMove,
  money,
  multiplyByOdds,
  partialCashout,
  systemBreakdown,
  minimum,
  type AcceptedOddsPolicy,
  type Money,
} from '@sportsbook/domain'
import type { SessionPlayer } from '../accounts/index.ts'
import { cancelAccaOffers } from '../bonuses/index.ts'
import { cashOutJackpotShares } from '../jackpots/index.ts'
import { notify } from '../notifications/index.ts'
import { ApiError, notFound } from '../../lib/api-error.ts'
import type { Tx } from '../../db/client.ts'
import { betsById, updateCashedOut, type BetRow } from './repository/bets-repository.ts'
import { currencyOf } from '@sportsbook/domain'
import { acceptedOdds, offerFor } from './cashout-offer.ts'
import { stakeLimits } from './constants.ts'
import { systemOfRow } from './bet-system.ts'
import { loadSnapshot } from './market-snapshot.ts'
import { loadPlayerFacts } from './player-facts.ts'
import { presentBet } from './presenters.ts'
import type { SettlementDeps } from './settlement.ts'
import { inUnitOfWork, lockOpenBets, type LockedBet, type UnitOfWork } from './unit-of-work.ts'
import { endActiveRules } from './repository/cashout-rules-repository.ts'

/** Potential win of the stake left in play at the accepted odds (rounded down, capped). */
function potentialWin(row: BetRow, stake: Money): Money {
  const odds = row.selections.map(acceptedOdds)
  const cap = stakeLimits(stake.currency).maxPayout
  const system = systemOfRow(row)
  if (system) return systemBreakdown(stake, odds, system, cap).potentialWin
  return minimum(multiplyByOdds(stake, odds, 'down'), cap)
}

/** Why a bet the player asked to cash out is not among the open bets locked: not theirs, or not open. */
export async function notOpen(tx: Tx, player: SessionPlayer, betId: string): Promise<ApiError> {
  const [row] = await betsById(tx, [betId], { userId: player.id })
  return row ? new ApiError('cashout_unavailable', 'The bet is not open') : notFound(`Bet ${betId}`)
}

export interface CashedOut {
  row: BetRow
  paid: Money
  balance: Money
}

/**
 * Who asks: the player (the bet's auto cash-out or alert rule is removed), their auto rule (fired), or
 * the player's edit of the bet (ADR 030: the rule is removed, the new bet has none; no cash-out notice).
 */
export type CashoutBy = 'player' | 'auto_cashout' | 'edit'

/**
 * Cashes out a bet this unit of work has locked (`lockOpenBets`), at the offer recomputed now from the
 * current odds (a stale offer is never paid); a partial cash-out keeps the rest of the stake in play.
 * The building block of the player's cash-out, and of edit bet and auto cash-out (issue #30). Any
 * cash-out ends the bet's active rule (ADR 029): `removed` when the player asked, `fired` for the rule.
 */
export async function cashOutLocked(
  deps: Pick<SettlementDeps, 'wallet' | 'now'>,
  uow: UnitOfWork,
  row: LockedBet,
  req: CashoutRequest,
  policy: AcceptedOddsPolicy,
  by: CashoutBy = 'player',
): Promise<CashedOut> {
  const { tx } = uow
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
    actor: by,
  })
  await endActiveRules(tx, [row.id], by === 'auto_cashout' ? 'fired' : 'removed', now)
  // A cash-out, full or partial (an edit's too), cancels the bet's acca insurance and acca bonus (ADR 032).
  await cancelAccaOffers(tx, row.id, now)
  const change = await deps.wallet.credit(tx, {
    userId: row.user_id,
    amount,
    kind: 'cashout',
    ref: `bet:${row.id}`,
  })
  if (by !== 'edit')
    await notify(tx, {
      playerId: row.user_id,
      kind: 'cashout_done',
      objectId: row.id,
      at: now,
      payload: {
        bet_id: row.id,
        amount: fromMoney(amount),
        full,
        ...(by === 'auto_cashout' && { auto: true }),
      },
    })
  const [updated] = await betsById(tx, [row.id])
  return { row: updated ?? row, paid: amount, balance: change.balance }
}

/** POST /bets/cashout: the player's bet locked and cashed out in one unit of work, pushed after it commits. */
export async function cashOut(
  deps: SettlementDeps,
  player: SessionPlayer,
  req: CashoutRequest,
): Promise<CashoutResponse> {
  const { policy } = await loadPlayerFacts(deps.db, player.id)
  return inUnitOfWork(deps.db, async (uow) => {
    const [row] = await lockOpenBets(uow, [req.bet_id])
    if (!row || row.user_id !== player.id) throw await notOpen(uow.tx, player, req.bet_id)
    const done = await cashOutLocked(deps, uow, row, req, policy)
    const bet = presentBet(done.row, offerFor(done.row, await loadSnapshot(uow.tx, row.selections)))
    uow.afterCommit(() => {
      deps.bets.betChanged(player.id, player.language, bet)
      void deps.publishBalance(player.id, player.language, done.balance)
    })
    return { bet, paid: fromMoney(done.paid), balance: fromMoney(done.balance) }
  })
}
