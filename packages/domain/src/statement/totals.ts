// A statement's arithmetic (betting-features §7): what a bettor staked, got back and moved in and out.
import { subtract } from '../money/arithmetic.ts'
import { money, type Money } from '../money/money.ts'
import type { Currency } from '../money/currency.ts'
import { inPeriod, type StatementPeriod } from './period.ts'

/** Where a stake's money came from: the bettor's balance or a free bet (never returned, §0.4). */
export const STATEMENT_FUNDING = ['cash', 'freebet'] as const
export type StatementFunding = (typeof STATEMENT_FUNDING)[number]

/**
 * One money movement of a statement, in minor units (always ≥ 0; the kind says the direction):
 * - `stake`: a bet's stake when placed; `open` while the bet is unsettled (then it stays out of the net);
 * - `return`: a win, a refund (void) or a cash-out paid to the balance;
 * - `bonus`: promotional money paid to the balance (a jackpot win);
 * - `deposit`, `withdrawal`: the cashier;
 * - `adjustment`: an operator's correction (`amount` signed).
 */
export type StatementEntry =
  | {
      readonly kind: 'stake'
      readonly at: Date
      readonly amount: number
      readonly funding: StatementFunding
      readonly open: boolean
    }
  | {
      readonly kind: 'return' | 'bonus' | 'deposit' | 'withdrawal' | 'adjustment'
      readonly at: Date
      readonly amount: number
    }

/** Every kind of statement entry, in the order a statement lists its totals. */
export const STATEMENT_ENTRY_KINDS = [
  'stake',
  'return',
  'bonus',
  'deposit',
  'withdrawal',
  'adjustment',
] as const satisfies readonly StatementEntry['kind'][]
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number]

/** The period's totals. `net` = returns − cash stakes of settled bets: the bettor's win (+) or loss (−). */
export interface StatementTotals<C extends string = string> {
  readonly cashStakes: Money<C>
  readonly freebetStakes: Money<C>
  /** Cash stakes of bets still open: in `cashStakes`, not in `net`. */
  readonly openStakes: Money<C>
  readonly returns: Money<C>
  readonly bonuses: Money<C>
  readonly deposits: Money<C>
  readonly withdrawals: Money<C>
  readonly adjustments: Money<C>
  readonly net: Money<C>
}

type Sums = Record<Exclude<keyof StatementTotals, 'net'>, number>

/** The totals of the entries inside `period` (every entry when no period is given). */
export function statementTotals<C extends string>(
  entries: readonly StatementEntry[],
  currency: Currency<C>,
  period?: StatementPeriod,
): StatementTotals<C> {
  const s: Sums = {
    cashStakes: 0,
    freebetStakes: 0,
    openStakes: 0,
    returns: 0,
    bonuses: 0,
    deposits: 0,
    withdrawals: 0,
    adjustments: 0,
  }
  for (const e of entries) {
    if (period && !inPeriod(e.at, period)) continue
    if (e.kind === 'stake') {
      if (e.funding === 'freebet') s.freebetStakes += e.amount
      else {
        s.cashStakes += e.amount
        if (e.open) s.openStakes += e.amount
      }
    } else s[KEY[e.kind]] += e.amount
  }
  const m = (n: number) => money(n, currency)
  return {
    cashStakes: m(s.cashStakes),
    freebetStakes: m(s.freebetStakes),
    openStakes: m(s.openStakes),
    returns: m(s.returns),
    bonuses: m(s.bonuses),
    deposits: m(s.deposits),
    withdrawals: m(s.withdrawals),
    adjustments: m(s.adjustments),
    net: m(s.returns - (s.cashStakes - s.openStakes)),
  }
}

const KEY = {
  return: 'returns',
  bonus: 'bonuses',
  deposit: 'deposits',
  withdrawal: 'withdrawals',
  adjustment: 'adjustments',
} as const satisfies Record<Exclude<StatementEntryKind, 'stake'>, keyof Sums>

/** Net deposits (UK: lifetime deposits − withdrawals, shown to the bettor): negative when they took out more. */
export function netDeposits<C extends string>(
  t: Pick<StatementTotals<C>, 'deposits' | 'withdrawals'>,
): Money<C> {
  return subtract(t.deposits, t.withdrawals)
}
