// A debit as a value, for a caller that writes it inside its own single statement (bet placement,
// ADR 028): the wallet decides the ledger lines (which entries, their sign and kind, each line's
// balance after), the caller's statement takes `total` from the account only when the balance covers
// it and writes the lines. `debit(tx, …)` is the same rule for one entry in a transaction.
import { type Currency } from '@sportsbook/domain'
import { ApiError } from '../../lib/api-error.ts'
import type { LedgerKind } from '../../db/schema/index.ts'

export interface WalletDebit {
  userId: number
  /** The account's currency code. */
  currency: string
  kind: LedgerKind
  /** What the account gives: the sum of the lines' amounts (0 when every entry is free). */
  total: number
  /**
   * One ledger line per entry that takes money, in order: the amount taken (written negative), its
   * ref, and `rest`, what later lines take: its `balance_after` is the balance after all + `rest`.
   */
  lines: readonly { amount: number; ref: string; rest: number }[]
}

/**
 * The debit of `entries` from the player's account in `currency`. An entry of 0 (a free stake) writes
 * no ledger line; amounts must be safe non-negative integers (RangeError otherwise).
 */
export function planDebit(
  userId: number,
  currency: Currency,
  entries: readonly { amount: number; ref: string }[],
  kind: LedgerKind,
): WalletDebit {
  for (const e of entries)
    if (!Number.isSafeInteger(e.amount) || e.amount < 0)
      throw new RangeError(`Wallet amounts must be positive: ${e.amount}`)
  const taking = entries.filter((e) => e.amount > 0)
  const total = taking.reduce((t, e) => t + e.amount, 0)
  if (!Number.isSafeInteger(total)) throw new ApiError('invalid_params', 'Amount too large')
  let rest = total
  const lines = taking.map((e) => ({ amount: e.amount, ref: e.ref, rest: (rest -= e.amount) }))
  return { userId, currency: currency.code, kind, total, lines }
}
