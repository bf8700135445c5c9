// Lucky bonuses at settlement (ADR 036-lucky-bonuses), in betting's unit of work under the per-bet lock:
// a named multiple's open bonus is decided once by the domain's `luckyBonus` on the terms the bet took
// at placement, and a bonus earned is returned for betting to credit as its own `lucky_bonus` ledger
// line (ref `lucky_bonus:bet:<id>`). A void or non-runner leg cancels it (state `none`).
import {
  currencyOf,
  luckyBonus,
  money,
  type DecimalOdds,
  type Money,
  type SelectionOutcome,
} from '@sportsbook/domain'
import type { Tx } from '../../db/client.ts'
import { luckyConfigOf } from './lucky-terms.ts'
import { endLucky, selectOpenLucky } from './repository/lucky-repository.ts'

/** A named multiple being settled, as its Lucky bonus reads it. */
export interface LuckySettling {
  betId: string
  userId: number
  currency: string
  /** The bet's id of its system ('lucky15'). */
  systemId: string
  stake: number
  lines: number
  odds: readonly DecimalOdds[]
  outcomes: readonly (SelectionOutcome | null)[]
  /** What the lines returned. */
  payout: number
}

/** A Lucky bonus to credit (kind `lucky_bonus`). */
export interface LuckyCredit {
  userId: number
  amount: Money
  ref: string
}

/** How a bet's Lucky bonus ended, for the settled bet's push. */
export interface LuckyEnded {
  betId: string
  state: 'paid' | 'none'
  reward: number | null
}

/** Decides the open Lucky bonuses of these settled bets, each once; returns the credits to write. */
export async function settleLuckyBonuses(
  tx: Tx,
  bets: readonly LuckySettling[],
  now: Date,
): Promise<{ credits: LuckyCredit[]; ended: LuckyEnded[] }> {
  const credits: LuckyCredit[] = []
  const ended: LuckyEnded[] = []
  const open = await selectOpenLucky(
    tx,
    bets.map((b) => b.betId),
  )
  const byId = new Map(bets.map((b) => [b.betId, b]))
  for (const row of open) {
    const bet = byId.get(row.bet_id)
    if (!bet) continue
    const c = currencyOf(bet.currency)
    const amount = luckyBonus(
      {
        systemId: bet.systemId,
        stake: money(bet.stake, c),
        lines: bet.lines,
        odds: bet.odds,
        outcomes: bet.outcomes.map((o) => o ?? 'void'),
        payout: money(bet.payout, c),
      },
      luckyConfigOf(row),
    )
    const state = amount.amount > 0 ? 'paid' : 'none'
    const reward = state === 'paid' ? amount.amount : null
    if (!(await endLucky(tx, { betId: row.bet_id, state, reward, now }))) continue
    ended.push({ betId: row.bet_id, state, reward })
    if (reward !== null) credits.push({ userId: bet.userId, amount, ref: `lucky_bonus:bet:${bet.betId}` })
  }
  return { credits, ended }
}
