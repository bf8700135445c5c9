// Every SQL statement of the wallet: accounts and their ledger. The rules (positive amounts, no overdraft,
// which account a currency picks) live in wallet.ts; these run in whatever executor or transaction they get.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client.ts'
import { accounts, ledgerEntries, type LedgerKind } from '../../db/schema/index.ts'
import { unnestRows } from '../../db/unnest.ts'

export type AccountDbRow = { id: number; currency: string; balance: number }

/** Opens an empty account; no-op when the player already has one in the currency. */
export async function insertAccountIfMissing(db: Executor, userId: number, currency: string): Promise<void> {
  await db.insert(accounts).values({ userId, currency, balance: 0 }).onConflictDoNothing()
}

export async function selectAccount(
  db: Executor,
  userId: number,
  currency: string,
): Promise<AccountDbRow | undefined> {
  const [row] = await db
    .select({ id: accounts.id, currency: accounts.currency, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)))
  return row
}

/** Locks the account row until the transaction ends: concurrent changes to it queue up here. */
export async function lockAccount(tx: Tx, userId: number, currency: string) {
  const [row] = await tx
    .select({ id: accounts.id, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)))
    .for('update')
  return row
}

export async function updateBalance(tx: Tx, accountId: number, balance: number, at: Date): Promise<void> {
  await tx.update(accounts).set({ balance, updatedAt: at }).where(eq(accounts.id, accountId))
}

export async function insertLedgerEntry(
  tx: Tx,
  e: {
    accountId: number
    userId: number
    currency: string
    amount: number
    balanceAfter: number
    kind: LedgerKind
    ref: string
    createdAt: Date
  },
): Promise<number> {
  const [row] = await tx.insert(ledgerEntries).values(e).returning({ id: ledgerEntries.id })
  return row!.id
}

/** Opens the empty accounts that are missing among these (player, currency) pairs. */
export async function insertAccountsIfMissing(tx: Tx, keys: readonly { userId: number; currency: string }[]) {
  await tx.execute(sql`insert into accounts (user_id, currency, balance)
    select * , 0 from unnest(${sql.param(keys.map((k) => k.userId))}::int[], ${sql.param(keys.map((k) => k.currency))}::text[])
    on conflict do nothing`)
}

/**
 * Locks these accounts until the transaction ends, in id order: two batches over overlapping players
 * queue one behind the other instead of deadlocking.
 */
export async function lockAccounts(tx: Tx, keys: readonly { userId: number; currency: string }[]) {
  const { rows } = await tx.execute<{ id: number; user_id: number; currency: string; balance: string }>(sql`
    select a.id, a.user_id, a.currency, a.balance::text from accounts a
    join unnest(${sql.param(keys.map((k) => k.userId))}::int[], ${sql.param(keys.map((k) => k.currency))}::text[])
      as k(user_id, currency) on a.user_id = k.user_id and a.currency = k.currency
    order by a.id for no key update of a`)
  return rows.map((r) => ({ id: r.id, userId: r.user_id, currency: r.currency, balance: Number(r.balance) }))
}

export type NewLedgerEntry = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'createdAt'>

/**
 * Sets the balances of accounts the caller locked and writes their ledger entries, in one statement;
 * returns the entries' ids in the order given.
 */
export async function updateBalancesWithEntries(
  tx: Tx,
  accounts: readonly { id: number; balance: number }[],
  entries: readonly NewLedgerEntry[],
  at: Date,
): Promise<number[]> {
  const { rows } = await tx.execute<{ id: string }>(sql`with a as (update accounts a
      set balance = x.balance, updated_at = ${at}
      from unnest(${sql.param(accounts.map((r) => r.id))}::int[], ${sql.param(accounts.map((r) => r.balance))}::bigint[])
        as x(id, balance) where a.id = x.id)
    insert into ledger_entries (account_id, user_id, currency, amount, balance_after, kind, ref, created_at)
    select account_id, user_id, currency, amount, balance_after, kind, ref, ${at}
    from ${unnestRows(entries, [
      ['account_id', 'int', (e) => e.accountId],
      ['user_id', 'int', (e) => e.userId],
      ['currency', 'text', (e) => e.currency],
      ['amount', 'bigint', (e) => e.amount],
      ['balance_after', 'bigint', (e) => e.balanceAfter],
      ['kind', 'text', (e) => e.kind],
      ['ref', 'text', (e) => e.ref],
    ])}
    returning id::text`)
  // ids come from one sequence in the order the rows were inserted
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b)
}

/** The id of the account's first ledger entry with this ref, if any. */
export async function selectEntryByRef(tx: Tx, accountId: number, ref: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.ref, ref)))
    .orderBy(asc(ledgerEntries.id))
    .limit(1)
  return row?.id
}

export async function selectBalance(
  db: Executor,
  userId: number,
  currency: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)))
  return row?.balance
}

export async function selectAccounts(db: Executor, userId: number): Promise<AccountDbRow[]> {
  return db
    .select({ id: accounts.id, currency: accounts.currency, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.id))
}

/** Sum of ledger amounts per account next to the balance: equal for every account when the books balance. */
export async function ledgerDrift(db: Executor, userId: number) {
  const r = await db.execute<{ currency: string; balance: string; ledger: string }>(sql`
    select a.currency, a.balance::text, coalesce(sum(l.amount), 0)::text as ledger
    from accounts a left join ledger_entries l on l.account_id = a.id
    where a.user_id = ${userId} group by a.id`)
  return r.rows.map((x) => ({ currency: x.currency, balance: Number(x.balance), ledger: Number(x.ledger) }))
}
