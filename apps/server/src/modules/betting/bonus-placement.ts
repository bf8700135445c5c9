// The bonus of each bet at placement (issue #13), kept out of place-bets.ts: the bonuses module
// re-checks it with the domain's rules, the potential win is priced with it (comboboost odds, the
// freebet kind's payout), and a freebet's stake is not taken from the balance (see README.md).
import type { BetError, PlaceBetsRequest } from '@sportsbook/contract'
import { betSummary, isFreeStake, money, type Money, scaleOdds } from '@sportsbook/domain'
import type { Db } from '../../db/client.ts'
import { checkBetBonuses, type AppliedBonus } from '../bonuses/index.ts'
import { stakeLimits } from './constants.ts'
import type { BetRow } from './repository/bets-repository.ts'
import { betError, toDomainBet, type PricedBet } from './validate-bets.ts'

export interface BonusedBets {
  bets: PricedBet[]
  /** Accepted bonus by bet index; empty when no bet names one. */
  applied: ReadonlyMap<number, AppliedBonus>
}

/** Checks the bonuses the request names and prices each bonus bet with it. */
export async function applyBonuses(
  db: Db,
  userId: number,
  now: Date,
  req: PlaceBetsRequest,
  priced: PricedBet[],
): Promise<{ ok: true; value: BonusedBets } | { ok: false; errors: BetError[] }> {
  if (!req.bets.some((b) => b.bonus)) return { ok: true, value: { bets: priced, applied: new Map() } }
  const check = await checkBetBonuses(
    db,
    userId,
    now,
    priced.map((b) => ({ index: b.index, bet: toDomainBet(b), input: b.input.bonus })),
  )
  if (!check.ok)
    return {
      ok: false,
      errors: check.errors.map((e) =>
        betError(e.index, e.code, { message: e.message, localized_message: e.message }),
      ),
    }
  const bets = priced.map((b) => {
    const applied = check.applied.get(b.index)
    if (!applied) return b
    const bet = { ...toDomainBet(b), bonus: applied.bonus }
    return { ...b, potentialWin: betSummary(bet, stakeLimits(b.stake.currency).maxPayout).potentialWin }
  })
  return { ok: true, value: { bets, applied: check.applied } }
}

/** Real money a bet takes from the balance: none for a free stake, the whole stake otherwise. */
export function cashStake(b: PricedBet, applied: ReadonlyMap<number, AppliedBonus>): Money {
  const bonus = applied.get(b.index)
  const free = bonus?.freebetId !== undefined && isFreeStake(bonus.bonus.type)
  return free ? money(0, b.stake.currency) : b.stake
}

/** The row's bonus as stored (for the answer built in memory). */
export function withBonus(row: BetRow, applied: AppliedBonus | undefined): BetRow {
  if (!applied) return row
  const { bonus } = applied
  return {
    ...row,
    bonus: {
      bonus_id: bonus.id,
      type: bonus.type,
      bonus_odds_scaled: bonus.odds === undefined ? null : scaleOdds(bonus.odds),
      freebet_amount: applied.freebetId === undefined || bonus.type === 'profit_boost' ? null : row.stake,
      campaign_id: applied.campaignId,
    },
  }
}
