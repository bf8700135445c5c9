// The wallet: one account per player and currency, every balance change a ledger entry written in the
// caller's transaction (so a bet and the stake it took commit or roll back together).
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { findCurrency, money, type Currency, type Money } from '@sportsbook/domain'
import type { Executor, Tx } from '../../db/client.ts'
import { accounts, ledgerEntries } from '../../db/schema.ts'
import { ApiError } from '../../lib/api-error.ts'


export const LEDGER_KINDS = [
  'deposit',
  'bet_stake',
  'bet_win',
  'bet_refund',
  'cashout',
  'correction',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export interface WalletEntry {
  userId: number
  /** Positive amount; its currency picks the account. */
  amount: Money
  kind: LedgerKind
  /** What caused the change, e.g. `bet:42`; several entries may share a ref. */
  ref: string
}

export interface BalanceChange {
  accountId: number
  entryId: number
  /** Balance after the change. */
  balance: Money
}

export interface AccountRow {
  id: number
  currency: Currency
  balance: Money
}

export interface Wallet {
  /** Takes `amount` from the account; throws ApiError `insufficient_balance` (no account counts as 0). */
  debit(tx: Tx, entry: WalletEntry): Promise<BalanceChange>
  /** Adds `amount`, opening the account if the player has none in that currency. */
  credit(tx: Tx, entry: WalletEntry): Promise<BalanceChange>
  /** Current balance; zero when the player has no account in the currency. */
  balance(db: Executor, userId: number, currency: Currency): Promise<Money>
  /** The player's accounts, oldest first. */
  accounts(db: Executor, userId: number): Promise<AccountRow[]>
  /** Opens an empty account (no-op when it exists); returns it. */
  open(db: Executor, userId: number, currency: Currency): Promise<AccountRow>
}

function checkAmount(m: Money) {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0)
    throw new RangeError(`Wallet amounts must be positive: ${m.amount}`)
}

function currencyOf(code: string): Currency {
  const c = findCurrency(code)
  if (!c) throw new Error(`Account in unknown currency ${code}`)
  return c
}

const toRow = (r: { id: number; currency: string; balance: number }): AccountRow => {
  const c = currencyOf(r.currency)
  return { id: r.id, currency: c, balance: money(r.balance, c) }
}

export function createWallet(now: () => Date): Wallet {
  async function open(db: Executor, userId: number, currency: Currency): Promise<AccountRow> {
    await db.insert(accounts).values({ userId, currency: currency.code, balance: 0 }).onConflictDoNothing()
    const [row] = await db
      .select({ id: accounts.id, currency: accounts.currency, balance: accounts.balance })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency.code)))
    if (!row) throw new Error('account vanished after insert')
    return toRow(row)
  }

  /** Locks the account row until the transaction ends: concurrent changes to it queue up here. */
  async function lock(tx: Tx, userId: number, code: string) {
    const [row] = await tx
      .select({ id: accounts.id, balance: accounts.balance })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.currency, code)))
      .for('update')
    return row
  }

  async function apply(tx: Tx, entry: WalletEntry, accountId: number, balance: number, delta: number) {
    const at = now()
    const after = balance + delta
    if (!Number.isSafeInteger(after)) throw new ApiError('invalid_params', 'Amount too large')
    await tx.update(accounts).set({ balance: after, updatedAt: at }).where(eq(accounts.id, accountId))
    const [e] = await tx
      .insert(ledgerEntries)
      .values({
        accountId,
        userId: entry.userId,
        currency: entry.amount.currency.code,
        amount: delta,
        balanceAfter: after,
        kind: entry.kind,
        ref: entry.ref,
        createdAt: at,
      })
      .returning({ id: ledgerEntries.id })
    return { accountId, entryId: e!.id, balance: money(after, entry.amount.currency) }
  }

  return {
    async debit(tx, entry) {
      checkAmount(entry.amount)
      const row = await lock(tx, entry.userId, entry.amount.currency.code)
      if (!row || row.balance < entry.amount.amount) {
        throw new ApiError('insufficient_balance', `Insufficient ${entry.amount.currency.code} balance`)
      }
      return apply(tx, entry, row.id, row.balance, -entry.amount.amount)
    },
    async credit(tx, entry) {
      checkAmount(entry.amount)
      let row = await lock(tx, entry.userId, entry.amount.currency.code)
      if (!row) {
        await open(tx, entry.userId, entry.amount.currency)
        row = await lock(tx, entry.userId, entry.amount.currency.code)
      }
      if (!row) throw new Error('account missing after open')
      return apply(tx, entry, row.id, row.balance, entry.amount.amount)
    },
    async balance(db, userId, currency) {
      const [row] = await db
        .select({ balance: accounts.balance })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency.code)))
      return money(row?.balance ?? 0, currency)
    },
    async accounts(db, userId) {
      const rows = await db
        .select({ id: accounts.id, currency: accounts.currency, balance: accounts.balance })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .orderBy(asc(accounts.id))
      return rows.map(toRow)
    },
    open,
  }
}

/**
 * The debit as common table expressions for a caller's single statement (no explicit transaction):
 * `wallet_debit` takes the sum of `entries` from the player's account in `currency` only when the balance
 * covers it (`UPDATE … WHERE balance >= total`, so concurrent debits queue on the row and re-check), and
 * `wallet_ledger` writes one ledger entry per item with its `balance_after`, in order. When the balance is
 * short or there is no account, `wallet_debit` has no row and nothing is written: the caller's other
 * inserts must depend on it (`where exists (select 1 from wallet_debit)`) and read the balance after
 * from `wallet_debit.balance`. Start the statement with `with <debitCtes(…)>, …`. The text depends
 * only on the shape, not the values (safe for prepared statements).
 */
export function debitCtes(
  userId: number,
  currency: Currency,
  entries: readonly { amount: number; ref: string }[],
  kind: LedgerKind,
  at: Date,
): SQL {
  for (const e of entries) checkAmount(money(e.amount, currency))
  const total = entries.reduce((t, e) => t + e.amount, 0)
  if (!Number.isSafeInteger(total)) throw new ApiError('invalid_params', 'Amount too large')
  // Balance after entry i = balance after all + the amounts of the entries after i.
  let rest = total
  const rests = entries.map((e) => (rest -= e.amount))
  return sql`wallet_debit as (
      update accounts set balance = balance - ${total}::bigint, updated_at = ${at}
      where user_id = ${userId} and currency = ${currency.code} and balance >= ${total}::bigint
      returning id, balance
    ), wallet_ledger as (
      insert into ledger_entries (account_id, user_id, currency, amount, balance_after, kind, ref, created_at)
      select d.id, ${userId}, ${currency.code}, -x.amount, d.balance + x.rest, ${kind}, x.ref, ${at}
      from wallet_debit d, unnest(${sql.param(entries.map((e) => e.amount))}::bigint[],
        ${sql.param(rests)}::bigint[], ${sql.param(entries.map((e) => e.ref))}::text[])
        with ordinality as x(amount, rest, ref, ord)
      order by x.ord
      returning id
    )`
}

/** Sum of ledger amounts per account next to the balance: equal for every account when the books balance. */
export async function ledgerDrift(db: Executor, userId: number) {
  const r = await db.execute<{ currency: string; balance: string; ledger: string }>(sql`
    select a.currency, a.balance::text, coalesce(sum(l.amount), 0)::text as ledger
    from accounts a left join ledger_entries l on l.account_id = a.id
    where a.user_id = ${userId} group by a.id`)
  return r.rows.map((x) => ({ currency: x.currency, balance: Number(x.balance), ledger: Number(x.ledger) }))
}
