// Checks a deposit passes before it is credited, under the account's row lock and in the deposit's
// transaction (so concurrent deposits are checked one after another). Another module (limits)
// registers one that throws a catalogue error when a deposit limit would be exceeded.
import type { Tx } from '../../db/client.ts'
import type { Money } from '@sportsbook/domain'

export type DepositGuard = (tx: Tx, userId: number, amount: Money, now: Date) => Promise<void>

const guards = new Set<DepositGuard>()

/** Adds a check every deposit must pass (the same function twice counts once). */
export function registerDepositGuard(guard: DepositGuard): void {
  guards.add(guard)
}

export async function runDepositGuards(tx: Tx, userId: number, amount: Money, now: Date): Promise<void> {
  for (const g of guards) await g(tx, userId, amount, now)
}
