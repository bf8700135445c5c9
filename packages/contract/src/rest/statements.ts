import { STATEMENT_ENTRY_KINDS, STATEMENT_FUNDING } from '@sportsbook/domain'
import { z } from '../zod.ts'
import { MoneyWire } from './platform/money.ts'

/**
 * `GET /statements[.csv|.pdf]?from=&to=&tz=` (issue #30.7, ADR 035): the bettor's calendar days
 * `from`..`to` (both included, `YYYY-MM-DD`) in the IANA time zone `tz` (UTC when absent). A day that
 * is not a date, an unknown zone or `to` before `from` is 400 `statement_period_invalid`; more than
 * STATEMENT_MAX_MONTHS is 400 `statement_period_too_long`.
 */
export const StatementQuery = z.object({
  from: z.string().max(10),
  to: z.string().max(10),
  tz: z.string().min(1).max(64).default('UTC'),
})
export type StatementQuery = z.infer<typeof StatementQuery>

/** What a statement row is: a bet's stake, a return (win, refund, cash-out), a bonus, the cashier, a correction. */
export const StatementRowKind = z.enum(STATEMENT_ENTRY_KINDS)
export type StatementRowKind = z.infer<typeof StatementRowKind>

/** The period's totals; `net` = returns − cash stakes of settled bets (open bets stay out of it). */
export const StatementTotalsWire = z.object({
  cash_stakes: MoneyWire,
  freebet_stakes: MoneyWire,
  open_stakes: MoneyWire,
  returns: MoneyWire,
  bonuses: MoneyWire,
  deposits: MoneyWire,
  withdrawals: MoneyWire,
  adjustments: MoneyWire,
  net: MoneyWire,
})
export type StatementTotalsWire = z.infer<typeof StatementTotalsWire>

/** One money movement, oldest first; the bet's columns are null for the cashier's rows. */
export const StatementRow = z.object({
  at: z.string(),
  kind: StatementRowKind,
  /** What moved: a stake or return ≥ 0; an adjustment may be negative. */
  amount: MoneyWire,
  bet_id: z.string().nullable(),
  /** "Match: market — outcome" per selection, joined by " | ". */
  selections: z.string().nullable(),
  /** The bet's total decimal odds (null for system bets and the cashier). */
  odds: z.number().nullable(),
  /** The bet's stake as placed. */
  stake: MoneyWire.nullable(),
  funding: z.enum(STATEMENT_FUNDING).nullable(),
  /** The bet's result now (`no_results` while open). */
  result: z.string().nullable(),
  /** The bet's bonus (comboboost, a freebet kind) or `jackpot`, and the part of this return it paid. */
  promo: z.object({ type: z.string(), amount: MoneyWire.nullable() }).nullable(),
})
export type StatementRow = z.infer<typeof StatementRow>

export const Statement = z.object({
  from: z.string(),
  to: z.string(),
  tz: z.string(),
  /** The period as a UTC window: `start` included, `end` excluded. */
  start: z.string(),
  end: z.string(),
  currency: z.string(),
  totals: StatementTotalsWire,
  /** Lifetime deposits − withdrawals (UK net deposits), whatever the period. */
  net_deposits: MoneyWire,
  rows: z.array(StatementRow),
  generated_at: z.string(),
})
export type Statement = z.infer<typeof Statement>
