// Jackpots at placement (betting calls `jackpotShares` through index.ts): which bets qualify and
// their share rows, which betting's placing statement writes with the bets (ADR 028).
import { jackpotShare, qualifiesForJackpot, unscaleOdds } from '@sportsbook/domain'
import type { Executor, Tx } from '../../db/client.ts'
import { JACKPOT_RULES_CACHE_MS } from './constants.ts'
import { markSettled, rescalePending, type ShareRow } from './repository/contributions-repository.ts'
import { selectRules } from './repository/jackpots-repository.ts'

type Rules = Awaited<ReturnType<typeof selectRules>>
const cache = new WeakMap<object, { at: number; rules: Promise<Rules> }>()

/** The active jackpots' rules, read at most every JACKPOT_RULES_CACHE_MS per database (no round trip per bet). */
function rulesOf(db: Executor, nowMs: number): Promise<Rules> {
  const hit = cache.get(db)
  if (hit && nowMs - hit.at < JACKPOT_RULES_CACHE_MS) return hit.rules
  const rules = selectRules(db)
  cache.set(db, { at: nowMs, rules })
  rules.catch(() => cache.delete(db))
  return rules
}

/** Forget the cached rules (after seeding or changing jackpots in this process). */
export const forgetJackpotRules = (db: Executor) => cache.delete(db)

export type { ShareRow }

export interface PlacedForJackpot {
  id: string
  currency: string
  /** Real money of the stake (0 for a freebet). */
  cashStake: number
  stake: number
  potentialWin: number
}

export interface JackpotShares {
  /** One row per level a bet pays into (table `jackpot_contributions`, written `pending`). */
  rows: readonly ShareRow[]
  /** Ids of the bets that contribute (their `used_in_jackpot`). */
  usedIn: ReadonlySet<string>
}

/** The shares of one bet: every level of each jackpot the bet qualifies for, with its `jackpotShare`. */
function sharesOf(rules: Rules, bet: PlacedForJackpot): ShareRow[] {
  const shares: ShareRow[] = []
  const odds = bet.stake > 0 ? bet.potentialWin / bet.stake : 0
  for (const j of rules) {
    const rule = { currency: j.currency, minOdds: unscaleOdds(j.min_odds_scaled), minStake: j.min_stake }
    if (!qualifiesForJackpot(rule, { currency: bet.currency, odds, cashStake: bet.cashStake })) continue
    for (const level of j.levels) {
      const amount = jackpotShare(bet.cashStake, level.rate_bp)
      if (amount > 0) shares.push({ jackpotId: j.id, levelId: level.id, betId: bet.id, amount })
    }
  }
  return shares
}

/**
 * Each qualifying bet (domain `qualifiesForJackpot`: the jackpot's currency, real-money stake and odds
 * at least its minimum, the odds being potential win ÷ stake) gives every level of the jackpot its
 * `jackpotShare` of the cash stake. Betting writes the rows with the bets; they wait (`pending`) until
 * the bet settles: only then do they enter the draw (`enterJackpotDraw`).
 */
export async function jackpotShares(db: Executor, bets: readonly PlacedForJackpot[]): Promise<JackpotShares> {
  const rules = await rulesOf(db, Date.now())
  const rows = bets.flatMap((bet) => sharesOf(rules, bet))
  return { rows, usedIn: new Set(rows.map((s) => s.betId)) }
}

/**
 * Bets settled: their shares enter the next draw, except a bet refunded whole (void, every leg
 * refunded), which risked nothing and keeps no chance. In the settling transaction.
 */
export const enterJackpotDraw = (tx: Tx, bets: readonly { id: string; refunded: boolean }[]) =>
  markSettled(tx, bets)

/**
 * A bet cashed out before it settled no longer plays, so it keeps no chance in the draw (issue #27:
 * bet + instant cash-out farmed must-drop jackpots): in full, its shares are withdrawn; in part, they
 * become the shares of the stake left in play, as if it had been placed with that stake (none when it
 * no longer qualifies). In the cash-out's transaction; a share already in the draw never changes.
 */
export async function cashOutJackpotShares(tx: Tx, bet: PlacedForJackpot, full: boolean): Promise<void> {
  const shares = full ? [] : sharesOf(await selectRules(tx), bet)
  await rescalePending(tx, bet.id, shares)
}
