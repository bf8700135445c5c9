// Edit bet (issue #30.2, ADR 030): the quote, and the edit in ONE unit of work on the bet's lock: the old
// bet cashed out at the offer priced for the edit (cashOutLocked, by 'edit': its rule removed), the new
// bet placed through the one placement path (placeInOpenUnit), the chain row and the Idempotency-Key's
// answer. Either all of it commits or none: never the old bet cashed out without the new one placed.
import { setTimeout as sleep } from 'node:timers/promises'
import {
  fromMoney,
  moneyWireOf,
  type EditBetChanges,
  type EditBetQuote,
  type EditBetRequest,
  type EditBetResponse,
} from '@sportsbook/contract'
import { acceptsMove, placedBetOdds, scaledOdds } from '@sportsbook/domain'
import type { SessionPlayer } from '../accounts/index.ts'
import { limitBetErrors } from '../limits/index.ts'
import { ApiError } from '../../lib/api-error.ts'
import { offerFor } from './cashout-offer.ts'
import { cashOutLocked } from './cashout.ts'
import { planEdit, type EditPlan } from './edit-plan.ts'
import { swapOptions } from './edit-swaps.ts'
import { findAnswer, isUniqueViolation, requestHash, storeAnswer, type StoredAnswer } from './idempotency.ts'
import { loadSnapshot } from './market-snapshot.ts'
import { refusal, type PlacementDeps } from './place-bets.ts'
import { placeInOpenUnit } from './placement-unit.ts'
import { loadPlayerFacts } from './player-facts.ts'
import { presentBet } from './presenters.ts'
import { betsById } from './repository/bets-repository.ts'
import { insertBetEdit } from './repository/edit-repository.ts'
import { inUnitOfWork, lockOpenBets } from './unit-of-work.ts'

/** POST /bets/{id}/edit/quote: what the changes would make now (the confirm step shows it). */
export async function quoteEdit(
  deps: PlacementDeps,
  player: SessionPlayer,
  betId: string,
  changes: EditBetChanges,
): Promise<StoredAnswer> {
  const planned = await planEdit(deps.db, player.id, betId, changes, { drawId: false })
  if (!planned.ok) return refusal(planned.errors)
  const { money, priced, row } = planned.plan
  const body: EditBetQuote = {
    to_cashout: fromMoney(money.cashout),
    new_stake: fromMoney(money.newStake),
    type: priced.type === 'single' ? 'single' : 'combo',
    selections: priced.selections.map((s) => ({
      match_id: s.input.match_id,
      match_name: s.state.matchName,
      market_id: s.input.market_id,
      market_name: s.state.market?.name ?? '',
      specifier: s.input.specifier,
      outcome_id: s.input.outcome_id,
      outcome_name: s.outcomeName,
      odds: s.odds,
    })),
    odds: placedBetOdds(
      priced.selections.map((s) => Number(scaledOdds(s.odds))),
      null,
    ),
    potential_win: moneyWireOf(priced.potentialWin.amount, row.currency),
    swaps: await swapOptions(deps.db, row),
  }
  return { status: 200, body }
}

/** Prices the edit as the bettor confirmed it; in play, waits the live delay and wants nothing moved. */
async function confirmedPlan(deps: PlacementDeps, player: SessionPlayer, betId: string, req: EditBetRequest) {
  const { policy } = await loadPlayerFacts(deps.db, player.id)
  const first = await planEdit(deps.db, player.id, betId, req, { odds: req.odds, drawId: true })
  if (!first.ok) return first
  const { offer } = first.plan
  if (req.to_cashout.currency !== offer.currency.code)
    throw new ApiError('invalid_params', `The bet is in ${offer.currency.code}`)
  if (!acceptsMove(policy, BigInt(req.to_cashout.value), BigInt(offer.amount)))
    throw new ApiError('cashout_offer_changed', `The cash-out offer is now ${offer.amount} (minor units)`)
  if (!first.plan.live || deps.liveBetDelayMs <= 0) return first
  await sleep(deps.liveBetDelayMs)
  // A price move or a suspension during the delay fails the whole edit: the same legs at the same odds
  // (policy 'none') and the same cash-out value, or nothing.
  const odds = first.plan.priced.selections.map((s) => s.odds)
  const again = await planEdit(deps.db, player.id, betId, req, { odds, policy: 'none', drawId: false })
  if (!again.ok) return again
  if (again.plan.offer.amount !== offer.amount)
    throw new ApiError(
      'cashout_offer_changed',
      `The cash-out offer is now ${again.plan.offer.amount} (minor units)`,
    )
  return { ok: true as const, plan: { ...again.plan, newBetId: first.plan.newBetId } }
}

/** The unit: lock, cash the old bet out at the planned offer, place the new bet, link them. */
async function commitEdit(
  deps: PlacementDeps,
  player: SessionPlayer,
  plan: EditPlan,
  req: EditBetRequest,
  key?: { key: string; hash: string },
): Promise<StoredAnswer> {
  const { row: seen, offer, money, priced } = plan
  const newId = plan.newBetId!
  return inUnitOfWork(deps.db, async (uow) => {
    const [row] = await lockOpenBets(uow, [seen.id])
    if (!row || row.user_id !== player.id) throw new ApiError('bet_edit_unavailable', 'The bet is not open')
    // Policy 'none' at the planned offer: a value that moved since the plan fails the edit (rolls back).
    const to_cashout = { value: offer.amount, currency: row.currency }
    const done = await cashOutLocked(deps, uow, row, { bet_id: row.id, to_cashout }, 'none', 'edit')
    const now = deps.now()
    const placed = await placeInOpenUnit(uow, {
      userId: player.id,
      bets: [{ id: newId, bet: priced }],
      applied: new Map(),
      meta: { deviceId: req.device_id, quick: false },
      now,
    })
    const edit = { oldBetId: row.id, newBetId: newId, userId: player.id, now }
    await insertBetEdit(uow.tx, {
      ...edit,
      cashout: done.paid.amount,
      delta: req.stake_delta,
      currency: row.currency,
    })
    const [oldRow, newRow] = await betsById(uow.tx, [row.id, newId])
    const next = offerFor(newRow!, await loadSnapshot(uow.tx, newRow!.selections))
    const body: EditBetResponse = {
      old_bet: presentBet(oldRow!),
      bet: presentBet(newRow!, next),
      cashed_out: fromMoney(money.cashout),
      balance: fromMoney(placed.balance),
    }
    if (key) await storeAnswer(uow.tx, player.id, key.key, key.hash, { status: 200, body }, now, 'fail')
    uow.afterCommit(() => {
      deps.bets.betChanged(player.id, player.language, body.old_bet)
      deps.bets.betChanged(player.id, player.language, body.bet)
      void deps.publishBalance(player.id, player.language, placed.balance)
      if (placed.jackpots.size > 0) deps.poolsMoved(placed.jackpots)
    })
    return { status: 200, body }
  })
}

/** POST /bets/{id}/edit; `idempotencyKey` makes a retry answer what the first attempt did. */
export async function editBet(
  deps: PlacementDeps,
  player: SessionPlayer,
  betId: string,
  req: EditBetRequest,
  idempotencyKey?: string,
): Promise<StoredAnswer> {
  const key = idempotencyKey && { key: idempotencyKey, hash: requestHash({ betId, req }) }
  if (key) {
    const stored = await findAnswer(deps.db, player.id, key.key, key.hash)
    if (stored) return stored
  }
  try {
    const planned = await confirmedPlan(deps, player, betId, req)
    if (!planned.ok) return refusal(planned.errors)
    return await commitEdit(deps, player, planned.plan, req, key || undefined)
  } catch (err) {
    if (key && (isUniqueViolation(err) || err instanceof ApiError)) {
      // A twin of this request committed first (its edit closed the bet, or its key row is there):
      // its answer is the answer of the key.
      const stored = await findAnswer(deps.db, player.id, key.key, key.hash)
      if (stored) return stored
    }
    const limited = limitBetErrors(err, [0])
    if (limited) return refusal(limited)
    throw err
  }
}
