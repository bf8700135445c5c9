// POST /bets: validate against the current catalog, wait the live delay and validate again, check the
// bonuses, then one unit of work (placement-unit.ts: the stake debit and ledger, bets, selections,
// jackpot shares and idempotency record in one statement), then publish.
import { setTimeout as sleep } from 'node:timers/promises'
import {
  ERRORS,
  type BetError,
  type PlaceBetsErrorBody,
  type PlaceBetsRequest,
  type PlaceBetsResponse,
} from '@sportsbook/contract'
import { isMatchLive, type Money } from '@sportsbook/domain'
import type { SessionPlayer } from '../accounts/index.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../lib/api-error.ts'
import type { Wallet } from '../wallet/index.ts'
import { limitBetErrors } from '../limits/index.ts'
import { findAnswer, isUniqueViolation, requestHash, storeAnswer, type StoredAnswer } from './idempotency.ts'
import { quoteCustomBets } from './custom/quote-bets.ts'
import { loadSnapshotWithPlayer } from './market-snapshot.ts'
import { playerFacts } from './player-facts.ts'
import { placeInUnit, type Placed } from './placement-unit.ts'
import type { BetPublisher } from './publish.ts'
import { betError, validateBets, type Validation } from './validate-bets.ts'
import { applyBonuses } from './bonus-placement.ts'
import { priceBoostBook } from '../price-boosts/index.ts'
import { boostSnapshot, withPriceBoosts } from './price-boost-placement.ts'

export interface PlacementDeps {
  db: Db
  wallet: Wallet
  now: () => Date
  liveBetDelayMs: number
  bets: BetPublisher
  publishBalance(userId: number, language: string, balance: Money): Promise<void>
  /** After the commit: the jackpots whose pools the placed bets grew (pushed on the draw's next tick). */
  poolsMoved(jackpotIds: ReadonlySet<number>): void
}

type Answer = { status: 200; body: PlaceBetsResponse } | { status: number; body: PlaceBetsErrorBody }

/** The refusal of a request: the first bet's problem names it, every bet's problem is listed. */
export function refusal(errors: BetError[]): Answer {
  const first = errors[0] ?? betError(0, 'place_bets_failed')
  const code = first.error_code
  return {
    status: ERRORS[code].status,
    body: {
      error: {
        code,
        message: first.message,
        localized_message: first.localized_message,
        ...(first.code === undefined ? {} : { bet_code: first.code }),
        errors_by_bet: errors,
      },
    },
  }
}

/** Validates against the catalog as it is now; the player's facts are read in the same statement. */
async function validate(
  deps: PlacementDeps,
  req: PlaceBetsRequest,
  userId: number,
  newBetIds: number,
): Promise<{ v: Validation; betIds: string[] }> {
  const keys = req.bets.flatMap((b) => b.selections)
  const { snapshot, statuses, policy, municipalityMissing, betIds } = await loadSnapshotWithPlayer(
    deps.db,
    userId,
    keys,
    newBetIds,
  )
  // Only custom bets cost a second read (the feed's match models); singles and combos stay one statement.
  const custom = await quoteCustomBets(deps.db, req, snapshot)
  const facts = playerFacts(statuses, policy, municipalityMissing)
  // A boosted outcome is priced at its boosted price, from memory (ADR 033); custom bets were quoted above.
  const book = priceBoostBook(deps.db)
  const v = validateBets(req, boostSnapshot(snapshot, book), facts, custom ? { custom } : {})
  return { v: v.ok ? { ...v, bets: withPriceBoosts(v.bets, book) } : v, betIds }
}

export async function placeBets(
  deps: PlacementDeps,
  player: SessionPlayer,
  req: PlaceBetsRequest,
  idempotencyKey?: string,
): Promise<StoredAnswer> {
  const hash = idempotencyKey ? requestHash(req) : ''
  // No look-up of the key first: every path below ends by storing its answer under the key, and a
  // key already used makes that store fail or be skipped, after which the stored answer is returned.
  // The look-up would cost every request a round trip to save work only on the rare retry.
  const remember = async (answer: Answer): Promise<StoredAnswer> => {
    if (!idempotencyKey) return answer
    await storeAnswer(deps.db, player.id, idempotencyKey, hash, answer, deps.now(), 'ignore')
    // A concurrent twin may have stored its answer first; that one is the answer of the key.
    return (await findAnswer(deps.db, player.id, idempotencyKey, hash)) ?? answer
  }
  const first = await validate(deps, req, player.id, req.bets.length)
  const ids = first.betIds
  let v = first.v
  if (!v.ok) return remember(refusal(v.errors))
  const live = v.bets.some((b) => b.selections.some((s) => isMatchLive(s.state.matchStatus)))
  if (live && deps.liveBetDelayMs > 0) {
    // Live prices may be stale by the time a bet arrives: wait, then the odds must still hold.
    await sleep(deps.liveBetDelayMs)
    v = (await validate(deps, req, player.id, 0)).v
    if (!v.ok) return remember(refusal(v.errors))
  }
  const bonused = await applyBonuses(deps.db, player.id, deps.now(), req, v.bets)
  if (!bonused.ok) return remember(refusal(bonused.errors))
  const { bets: priced, applied } = bonused.value
  let placed: Placed
  try {
    placed = await placeInUnit(deps.db, {
      userId: player.id,
      bets: priced.map((bet, i) => ({ id: ids[i]!, bet })),
      applied,
      meta: { deviceId: req.meta.device_id, quick: req.meta.quick },
      now: deps.now(),
      ...(idempotencyKey && { idempotency: { key: idempotencyKey, hash } }),
    })
  } catch (err) {
    if (idempotencyKey && isUniqueViolation(err)) {
      const stored = await findAnswer(deps.db, player.id, idempotencyKey, hash)
      if (stored) return stored
    }
    const limited = limitBetErrors(
      err,
      priced.map((b) => b.index),
    )
    if (limited) return remember(refusal(limited))
    if (
      err instanceof ApiError &&
      (err.code === 'bonus_not_available' ||
        err.code === 'insufficient_balance' ||
        err.code === 'price_boost_max_stake')
    ) {
      // Nothing of this placement was written: a short balance, another placement used the freebet
      // first, or a stake above what is left at a boosted price.
      const code = err.code
      return remember(refusal(priced.map((b) => betError(b.index, code, { message: err.message }))))
    }
    throw err
  }
  for (const bet of placed.body.data) deps.bets.betChanged(player.id, player.language, bet)
  void deps.publishBalance(player.id, player.language, placed.balance)
  if (placed.jackpots.size > 0) deps.poolsMoved(placed.jackpots)
  return { status: 200, body: placed.body }
}
