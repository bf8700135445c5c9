// Checks every new session passes (sign-in, confirmation link, password reset): another module (limits)
// registers one that throws a catalogue error, e.g. for a self-excluded player. Registered once per
// process; each check takes the transaction's executor, so it holds for every app in the process.
import type { Executor } from '../../db/client.ts'

export type SessionGuard = (db: Executor, userId: number, now: Date) => Promise<void>

const guards = new Set<SessionGuard>()

/** Adds a check every new session must pass (the same function twice counts once). */
export function registerSessionGuard(guard: SessionGuard): void {
  guards.add(guard)
}

export async function runSessionGuards(db: Executor, userId: number, now: Date): Promise<void> {
  for (const g of guards) await g(db, userId, now)
}
