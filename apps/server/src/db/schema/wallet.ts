// The wallet (modules/wallet): one account per player and currency, and the ledger of every balance change.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/** One wallet account per player and currency; balance in minor units, never negative. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_user_currency').on(t.userId, t.currency),
    check('accounts_balance_non_negative', sql`${t.balance} >= 0`),
  ],
)

/** Why a balance changed (modules/wallet/wallet.ts `WalletEntry`). */
export const LEDGER_KINDS = [
  'deposit',
  'bet_stake',
  'bet_win',
  'bet_refund',
  'cashout',
  'correction',
  'jackpot_win',
  /** An acca bonus paid at settlement: its own line, so reports split base winnings and bonus (ADR 032). */
  'acca_bonus',
  /** Money paid out to the player (statements count it; the stand-in cashier only deposits yet). */
  'withdrawal',
  /** A profit boost's part of a win (issue #30.5, ADR 033), beside the bet's `bet_win`. */
  'promo_boost',
  /** A Lucky bonus on a named multiple, paid at settlement as its own line (ADR 036-lucky-bonuses). */
  'lucky_bonus',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** Every balance change, written in the transaction that caused it; sum(amount) = balance per account. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id').notNull(),
    currency: text('currency').notNull(),
    /** Signed minor units: credits positive, debits negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** What caused it, e.g. 'bet:42' or 'dev-deposit'. */
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_ref').on(t.ref),
    check('ledger_entries_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
)
