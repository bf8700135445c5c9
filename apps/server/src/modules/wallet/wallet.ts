// The wallet: one account per player and currency, every balance change a ledger entry written in the
// caller's transaction (so a bet and the stake it took commit or roll back together).
import { currencyOf, money, type Currency, type Money } from '@sportsbook/domain'
import type { Executor, Tx } from '../../db/client.ts'
import type { LedgerKind } from '../../db/schema/index.ts'
import { ApiError } from '../../lib/api-error.ts'
import * as repo from './repository.ts'
import { runDepositGuards } from './deposit-guards.ts'

export { ledgerDrift } from './repository.ts'

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
  /**
   * `credit`, unless the account already has an entry with this `ref` (a payment id): then nothing is
   * written and `replayed` is true. Checked under the account's row lock, so concurrent calls credit once.
   */
  creditOnce(tx: Tx, entry: WalletEntry): Promise<BalanceChange & { replayed: boolean }>
  /**
   * `credit` for many entries in one go (a settlement batch): accounts opened and locked once, in id
   * order, each entry's `balance` the account's balance after it, one statement per table. Not for
   * deposits (their guards run per deposit).
   */
  creditMany(tx: Tx, entries: readonly WalletEntry[]): Promise<BalanceChange[]>
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

const toRow = (r: { id: number; currency: string; balance: number }): AccountRow => {
  const c = currencyOf(r.currency)
  return { id: r.id, currency: c, balance: money(r.balance, c) }
}

export function createWallet(now: () => Date): Wallet {
  async function open(db: Executor, userId: number, currency: Currency): Promise<AccountRow> {
    await repo.insertAccountIfMissing(db, userId, currency.code)
    const row = await repo.selectAccount(db, userId, currency.code)
    if (!row) throw new Error('account vanished after insert')
    return toRow(row)
  }

  /** The player's account in the entry's currency, locked until the transaction ends (opened if missing). */
  async function lockOrOpen(tx: Tx, entry: WalletEntry) {
    let row = await repo.lockAccount(tx, entry.userId, entry.amount.currency.code)
    if (!row) {
      await open(tx, entry.userId, entry.amount.currency)
      row = await repo.lockAccount(tx, entry.userId, entry.amount.currency.code)
    }
    if (!row) throw new Error('account missing after open')
    return row
  }

  async function apply(tx: Tx, entry: WalletEntry, accountId: number, balance: number, delta: number) {
    const at = now()
    const after = balance + delta
    if (!Number.isSafeInteger(after)) throw new ApiError('invalid_params', 'Amount too large')
    await repo.updateBalance(tx, accountId, after, at)
    const entryId = await repo.insertLedgerEntry(tx, {
      accountId,
      userId: entry.userId,
      currency: entry.amount.currency.code,
      amount: delta,
      balanceAfter: after,
      kind: entry.kind,
      ref: entry.ref,
      createdAt: at,
    })
    return { accountId, entryId, balance: money(after, entry.amount.currency) }
  }

  return {
    async debit(tx, entry) {
      checkAmount(entry.amount)
      const row = await repo.lockAccount(tx, entry.userId, entry.amount.currency.code)
      if (!row || row.balance < entry.amount.amount) {
        throw new ApiError('insufficient_balance', `Insufficient ${entry.amount.currency.code} balance`)
      }
      return apply(tx, entry, row.id, row.balance, -entry.amount.amount)
    },
    async credit(tx, entry) {
      checkAmount(entry.amount)
      const row = await lockOrOpen(tx, entry)
      if (entry.kind === 'deposit') await runDepositGuards(tx, entry.userId, entry.amount, now())
      return apply(tx, entry, row.id, row.balance, entry.amount.amount)
    },
    async creditOnce(tx, entry) {
      checkAmount(entry.amount)
      const row = await lockOrOpen(tx, entry)
      const earlier = await repo.selectEntryByRef(tx, row.id, entry.ref)
      if (earlier !== undefined) {
        const balance = money(row.balance, entry.amount.currency)
        return { accountId: row.id, entryId: earlier, balance, replayed: true }
      }
      if (entry.kind === 'deposit') await runDepositGuards(tx, entry.userId, entry.amount, now())
      return { ...(await apply(tx, entry, row.id, row.balance, entry.amount.amount)), replayed: false }
    },
    async creditMany(tx, entries) {
      if (entries.length === 0) return []
      for (const e of entries) {
        checkAmount(e.amount)
        if (e.kind === 'deposit')
          throw new RangeError('creditMany takes no deposits: their guards run one by one')
      }
      const keyOf = (userId: number, currency: string) => `${userId}:${currency}`
      // in (player, currency) order: concurrent batches open missing accounts in the same order
      const keys = [...new Map(entries.map((e) => [keyOf(e.userId, e.amount.currency.code), e])).values()]
        .map((e) => ({ userId: e.userId, currency: e.amount.currency.code }))
        .sort(
          (a, b) => a.userId - b.userId || (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0),
        )
      await repo.insertAccountsIfMissing(tx, keys)
      const locked = new Map((await repo.lockAccounts(tx, keys)).map((a) => [keyOf(a.userId, a.currency), a]))
      const at = now()
      const ledger = entries.map((e) => {
        const account = locked.get(keyOf(e.userId, e.amount.currency.code))
        if (!account) throw new Error('account missing after open')
        account.balance += e.amount.amount
        if (!Number.isSafeInteger(account.balance)) throw new ApiError('invalid_params', 'Amount too large')
        return {
          accountId: account.id,
          userId: e.userId,
          currency: e.amount.currency.code,
          amount: e.amount.amount,
          balanceAfter: account.balance,
          kind: e.kind,
          ref: e.ref,
        }
      })
      const ids = await repo.updateBalancesWithEntries(tx, [...locked.values()], ledger, at)
      return ledger.map((l, i) => ({
        accountId: l.accountId,
        entryId: ids[i]!,
        balance: money(l.balanceAfter, currencyOf(l.currency)),
      }))
    },
    async balance(db, userId, currency) {
      return money((await repo.selectBalance(db, userId, currency.code)) ?? 0, currency)
    },
    async accounts(db, userId) {
      return (await repo.selectAccounts(db, userId)).map(toRow)
    },
    open,
  }
}
