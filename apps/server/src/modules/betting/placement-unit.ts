// A placement's unit of work (ADR 028), one write path whatever the bets carry: betting asks the other
// modules for values (the wallet's debit of the cash stakes, the jackpots' share rows, the limits'
// verdict) and writes them with its bets in ONE statement (`writePlacement`). That statement runs
// alone, with no explicit transaction, unless the player has limits in force, a bet uses a bonus,
// earns an acca offer (ADR 032) or Lucky bonus terms (ADR 036-lucky-bonuses) or takes a boosted price (ADR 033):
// then it runs in betting's transaction, between the limit check (limit rows locked) and the bonus
// consumption (a freebet used by one bet only; the loser of a race rolls everything back). Edit bet
// runs the same steps inside its own unit, after the old bet's cash-out (`placeInOpenUnit`, ADR 030).
import { fromMoney, type PlaceBetsResponse } from '@sportsbook/contract'
import { MATCH_STATUS, money, type Money } from '@sportsbook/domain'
import type { Db, Executor, Tx } from '../../db/client.ts'
import { ApiError } from '../../lib/api-error.ts'
import type { AppliedBonus } from '../bonuses/index.ts'
import {
  accaOffersFor,
  attachAccaOffers,
  attachLuckyBonuses,
  consumeBetBonuses,
  luckyBonusesFor,
  type AccaOfferRecord,
} from '../bonuses/index.ts'
import { jackpotShares } from '../jackpots/index.ts'
import { checkStakeLimits, recordStakeVerdict, stakeLimitsInForce } from '../limits/index.ts'
import { planDebit } from '../wallet/index.ts'
import { cashStake, withBonus } from './bonus-placement.ts'
import { insertedRow } from './repository/bets-repository.ts'
import { writePlacement, type PlacementWrite } from './repository/placement-repository.ts'
import { presentBet } from './presenters.ts'
import { inUnitOfWork, type UnitOfWork } from './unit-of-work.ts'
import { boostsOf, checkPriceBoostStakes } from './price-boost-placement.ts'
import { withLucky } from './presenters-lucky.ts'
import type { PricedBet } from './validate-bets.ts'

export interface Placement {
  userId: number
  /** The bets as priced (with their bonus), and the id drawn for each. */
  bets: readonly { id: string; bet: PricedBet }[]
  applied: ReadonlyMap<number, AppliedBonus>
  meta: { deviceId: string; quick: boolean }
  now: Date
  /** The Idempotency-Key and the request's hash, when the request has one. */
  idempotency?: { key: string; hash: string }
}

export interface Placed {
  body: PlaceBetsResponse
  balance: Money
  /** The jackpots whose pools the bets' shares grew. */
  jackpots: ReadonlySet<number>
}

/** The answer's bets with the acca offers attached to them (ADR 032). */
function withAcca(placed: Placed, offers: readonly AccaOfferRecord[]): Placed {
  if (offers.length === 0) return placed
  const data = placed.body.data.map((bet) => {
    const mine = offers.filter((o) => o.betId === bet.id).sort((a, b) => (a.kind < b.kind ? -1 : 1))
    if (mine.length === 0) return bet
    return {
      ...bet,
      acca: mine.map((o) => ({
        kind: o.kind,
        state: 'open' as const,
        ...(o.percent !== null && { percent: o.percent }),
      })),
    }
  })
  return { ...placed, body: { ...placed.body, data } }
}

/** The placement planned (stakes, jackpot shares, acca offers, the statement's values) and its one write. */
async function planPlacement(db: Executor, p: Placement) {
  const { bets, applied, now } = p
  const currency = bets[0]!.bet.stake.currency
  // A free stake is not the player's money: only the cash part of each stake is debited and counts
  // against a limit or a jackpot.
  const stakes = bets.map(({ bet }) => cashStake(bet, applied))
  const shares = await jackpotShares(
    db,
    bets.map(({ id, bet }, i) => ({
      id,
      currency: currency.code,
      cashStake: stakes[i]!.amount,
      stake: bet.stake.amount,
      potentialWin: bet.potentialWin.amount,
    })),
  )
  const rows = bets.map(({ id, bet }) => ({
    ...withBonus(insertedRow(id, p.userId, bet, now), applied.get(bet.index)),
    used_in_jackpot: shares.usedIn.has(id),
  }))
  // The stored answer's balance is a placeholder the statement fills in with the balance after.
  const answer = (balance: Money): PlaceBetsResponse => ({
    data: rows.map((r) => presentBet(r)),
    balance: fromMoney(balance),
  })
  const write: PlacementWrite = {
    userId: p.userId,
    bets,
    meta: p.meta,
    now,
    debit: planDebit(
      p.userId,
      currency,
      bets.map(({ id }, i) => ({ amount: stakes[i]!.amount, ref: `bet:${id}` })),
      'bet_stake',
    ),
    jackpotShares: shares.rows,
    ...(p.idempotency && {
      idempotency: { ...p.idempotency, status: 200, body: answer(money(0, currency)) },
    }),
  }
  const written = async (exec: Executor): Promise<Placed> => {
    const after = await writePlacement(exec, write)
    if (after === null) throw new ApiError('insufficient_balance', `Insufficient ${currency.code} balance`)
    const balance = money(after, currency)
    return { body: answer(balance), balance, jackpots: new Set(shares.rows.map((r) => r.jackpotId)) }
  }
  // Acca insurance / acca bonus a combo earns by itself (ADR 032), written with the bets.
  const acca = await accaOffersFor(
    db,
    p.userId,
    now,
    bets.map(({ id, bet }) => ({
      betId: id,
      type: bet.type,
      currency: currency.code,
      ...(applied.has(bet.index) && { bonusType: applied.get(bet.index)!.bonus.type }),
      legs: bet.selections.map((s) => ({
        odds: s.odds,
        prematch: s.state.matchStatus === MATCH_STATUS.PREMATCH,
      })),
    })),
  )
  // The Lucky bonus terms a named multiple takes (ADR 036-lucky-bonuses), written with the bets.
  const lucky = await luckyBonusesFor(
    db,
    p.userId,
    bets.map(({ id, bet }) => ({
      betId: id,
      systemName: bet.system?.sizes ? bet.system.id : undefined,
      bonusType: applied.get(bet.index)?.bonus.type,
    })),
  )
  const boosted = boostsOf(bets.map((b) => b.bet)).size > 0
  return { stakes, written, acca, lucky, boosted }
}

type Plan = Awaited<ReturnType<typeof planPlacement>>

/**
 * The write in a transaction: the limit check (limit rows locked), the statement with its acca offers,
 * the price boosts' stake check, the bonus use.
 */
async function placeInTx(tx: Tx, p: Placement, plan: Plan, limited: boolean): Promise<Placed> {
  const verdict = limited ? await checkStakeLimits(tx, p.userId, plan.stakes, p.now) : undefined
  const placed = withLucky(
    withAcca(await plan.written(tx), await attachAccaOffers(tx, plan.acca)),
    plan.lucky,
  )
  await attachLuckyBonuses(tx, plan.lucky)
  // A price boost's most stake per customer, counted with the bets just written (ADR 033).
  if (plan.boosted)
    await checkPriceBoostStakes(
      tx,
      p.userId,
      p.bets.map((b) => b.bet),
    )
  const used = p.bets.flatMap(({ id, bet }) => {
    const a = p.applied.get(bet.index)
    return a ? [{ betId: id, applied: a, stake: bet.stake.amount }] : []
  })
  if (used.length > 0) await consumeBetBonuses(tx, p.userId, p.now, used)
  if (verdict) await recordStakeVerdict(tx, p.userId, verdict, p.now)
  return placed
}

/**
 * Places the bets: all or none. Throws ApiError `insufficient_balance` (nothing written), LimitError or
 * `self_excluded` (limits), `bonus_not_available` (a freebet used meanwhile), or a unique violation of
 * the idempotency key (a concurrent twin committed first).
 */
export async function placeInUnit(db: Db, p: Placement): Promise<Placed> {
  const plan = await planPlacement(db, p)
  const limited = await stakeLimitsInForce(db, p.userId, p.now)
  if (!limited && p.applied.size === 0 && plan.acca.length === 0 && plan.lucky.length === 0 && !plan.boosted)
    return plan.written(db)
  return inUnitOfWork(db, ({ tx }) => placeInTx(tx, p, plan, limited))
}

/**
 * The same placement inside a unit of work already open (edit bet, ADR 030: the old bet's cash-out and
 * the new bet commit together or not at all); the same statement, limits and bonus steps, same throws.
 */
export async function placeInOpenUnit(uow: UnitOfWork, p: Placement): Promise<Placed> {
  const plan = await planPlacement(uow.tx, p)
  return placeInTx(uow.tx, p, plan, await stakeLimitsInForce(uow.tx, p.userId, p.now))
}
