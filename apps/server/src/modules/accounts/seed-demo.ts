// Demo players for local runs (listed in the root README): confirmed, names filled, a funded account.
// Idempotent: an existing demo player is left as it is, balance included.
import { BTC, EUR, money, type Money } from '@sportsbook/domain'
import type { Db } from '../../db/client.ts'
import { insertUserIfNew } from './repository/users-repository.ts'
import type { Wallet } from '../wallet/index.ts'
import { hashPassword } from './crypto.ts'

export const DEMO_PASSWORD = 'demo-password'

export const DEMO_PLAYERS: { email: string; firstName: string; lastName: string; deposit: Money }[] = [
  { email: 'demo@sportsbook.test', firstName: 'Demo', lastName: 'Player', deposit: money(100_000, EUR) },
  {
    email: 'demo-btc@sportsbook.test',
    firstName: 'Satoshi',
    lastName: 'Demo',
    deposit: money(5_000_000, BTC),
  },
]

export async function seedDemoPlayers(db: Db, wallet: Wallet, now: Date): Promise<number> {
  let created = 0
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const p of DEMO_PLAYERS) {
    await db.transaction(async (tx) => {
      const userId = await insertUserIfNew(tx, {
        email: p.email,
        passwordHash,
        currency: p.deposit.currency.code,
        country: 'DE',
        firstName: p.firstName,
        lastName: p.lastName,
        termsAcceptedAt: now,
        confirmedAt: now,
      })
      if (userId === undefined) return
      await wallet.credit(tx, { userId, amount: p.deposit, kind: 'deposit', ref: 'demo-seed' })
      created++
    })
  }
  return created
}
