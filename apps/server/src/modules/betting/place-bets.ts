// POST /bets: validate against the current catalog, wait the live delay and validate again, then one
// statement (stake debit + ledger, bets + selections, idempotency record), then publish.
import { setTimeout as sleep } from 'node:timers/promises'
import {
  ERRORS,
  fromMoney,
  type BetError,
  type PlaceBetsErrorBody,
  type PlaceBetsRequest,
  type PlaceBetsResponse,
} from '@sportsbook/contract'
import { isMatchLive, money, type Money } from '@sportsbook/domain'
import type { SessionPlayer } from '../accounts/index.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../lib/api-error.ts'
import { debitCtes, type Wallet } from '../wallet/index.ts'
import { limitBetErrors, withinStakeLimits } from '../limits/index.ts'
import { insertBets, insertedRow, placeBetsDebiting } from './repository/bets-repository.ts'
import { findAnswer, isUniqueViolation, requestHash, storeAnswer, type StoredAnswer } from './idempotency.ts'
import { quoteCustomBets } from './custom/quote-bets.ts'
import { loadSnapshotWithPlayer } from './market-snapshot.ts'
import { playerFacts } from './player-facts.ts'
import { presentBet } from './present-bet.ts'
import type { BetPublisher } from './publish.ts'
import { betError, validateBets, type Validation } from './validate-bets.ts'
import { applyBonuses, cashStake, consumeBonuses, withBonus } from './bonus-placement.ts'
import { jackpotShares } from '../jackpots/index.ts'

export interface PlacementDeps {
  db: Db
  wallet: Wallet
  now: () => Date
  liveBetDelayMs: number
  bets: BetPublisher
  publishBalance(userId: number, language: string, balance: Money): Promise<void>
}

type Placed = { status: 200; body: PlaceBetsResponse }
type Answer = Placed | { status: number; body: PlaceBetsErrorBody }

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
  return { v: validateBets(req, snapshot, facts, custom ? { custom } : {}), betIds }
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
  let balance: Money | undefined
  let answer: Answer
  try {
    const now = deps.now()
    // Jackpots (modules/jackpots): the qualifying bets' shares go in with the bets (CTE `jackpot_shares`).
    const jackpot = await jackpotShares(
      deps.db,
      player.id,
      priced.map((b, i) => ({
        id: ids[i]!,
        currency: b.stake.currency.code,
        cashStake: cashStake(b, applied).amount,
        stake: b.stake.amount,
        potentialWin: b.potentialWin.amount,
      })),
      now,
    )
    const rows = priced.map((b, i) => ({
      ...withBonus(insertedRow(ids[i]!, player.id, b, now), applied.get(b.index)),
      used_in_jackpot: jackpot.usedIn.has(ids[i]!),
    }))
    const meta = { deviceId: req.meta.device_id, quick: req.meta.quick }
    const bets = priced.map((bet, i) => ({ id: ids[i]!, bet }))
    const stored = (ok: Answer) => (idempotencyKey ? { key: idempotencyKey, hash, ...ok } : undefined)
    const currency = priced[0]!.stake.currency
    // Player limits (modules/limits): bet, wager and loss limits and exclusions are checked in the
    // transaction that debits the stake, with the player's limit rows locked. A free stake is not the
    // player's money: only the cash part of each stake counts against a limit.
    const stakes = priced.map((b) => cashStake(b, applied))
    answer = await withinStakeLimits(deps.db, player.id, stakes, now, async (db): Promise<Placed> => {
      if (applied.size === 0 && priced.every((b) => b.stake.currency.code === currency.code)) {
        // One statement, no explicit transaction: the wallet's debit, then the bets, selections and answer,
        // written only when the debit took place (the statement commits or fails as a whole).
        const entries = priced.map((b, i) => ({ amount: b.stake.amount, ref: `bet:${ids[i]}` }))
        const debit = debitCtes(player.id, currency, entries, 'bet_stake', now)
        // The stored answer's balance is a placeholder the statement fills in with the balance after.
        const ok: Answer = {
          status: 200,
          body: { data: rows.map((r) => presentBet(r)), balance: fromMoney(money(0, currency)) },
        }
        const after = await placeBetsDebiting(db, player.id, bets, meta, now, debit, jackpot.cte, stored(ok))
        if (after === null)
          throw new ApiError('insufficient_balance', `Insufficient ${currency.code} balance`)
        balance = money(after, currency)
        return { status: 200, body: { data: rows.map((r) => presentBet(r)), balance: fromMoney(balance) } }
      }
      return db.transaction(async (tx) => {
        // The debits come first: each locks the account (queueing concurrent bets of the player) and
        // yields the balance the answer reports, so bets, selections and the answer go in one statement.
        // A free stake (freebet) is not debited: only the real money of each bet is.
        for (const [i, bet] of priced.entries()) {
          const ref = `bet:${ids[i]}`
          const amount = cashStake(bet, applied)
          if (amount.amount === 0) continue
          balance = (await deps.wallet.debit(tx, { userId: player.id, amount, kind: 'bet_stake', ref }))
            .balance
        }
        balance ??= await deps.wallet.balance(tx, player.id, currency)
        const body: PlaceBetsResponse = { data: rows.map((r) => presentBet(r)), balance: fromMoney(balance) }
        const ok: Placed = { status: 200, body }
        await insertBets(tx, player.id, bets, meta, now, jackpot.cte, stored(ok))
        await consumeBonuses(tx, player.id, now, bets, applied)
        return ok
      })
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
    if (err instanceof ApiError && err.code === 'bonus_not_available') {
      // Another placement consumed the freebet first: nothing of this one was written.
      return remember(
        refusal(priced.map((b) => betError(b.index, 'bonus_not_available', { message: err.message }))),
      )
    }
    if (err instanceof ApiError && err.code === 'insufficient_balance') {
      return remember(
        refusal(priced.map((b) => betError(b.index, 'insufficient_balance', { message: err.message }))),
      )
    }
    throw err
  }
  if (answer.status === 200) {
    for (const bet of answer.body.data) deps.bets.betChanged(player.id, player.language, bet)
    if (balance) void deps.publishBalance(player.id, player.language, balance)
  }
  return answer
}
