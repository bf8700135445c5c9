// SQL of `sign_in_throttles`: failed sign-ins per login and the time a throttled login waits for.
import { eq, inArray, lte, sql } from 'drizzle-orm'
import { signInThrottles } from '../../../db/schema/index.ts'
import type { Executor } from '../../../db/client.ts'

export type ThrottleRow = typeof signInThrottles.$inferSelect

export async function findThrottle(db: Executor, login: string): Promise<ThrottleRow | undefined> {
  const [row] = await db.select().from(signInThrottles).where(eq(signInThrottles.login, login))
  return row
}

/**
 * Counts one failure for `login` in a single statement (concurrent failures each count): a streak whose
 * last failure is at or before `forgetBefore` starts again at 1. Returns the count after.
 */
export async function countFailure(db: Executor, login: string, now: Date, forgetBefore: Date): Promise<number> {
  const [row] = await db
    .insert(signInThrottles)
    .values({ login, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.login,
      set: {
        failures: sql`case when ${signInThrottles.lastFailureAt} <= ${forgetBefore} then 1
          else ${signInThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: signInThrottles.failures })
  return row!.failures
}

export async function setThrottledUntil(db: Executor, login: string, until: Date): Promise<void> {
  await db.update(signInThrottles).set({ throttledUntil: until }).where(eq(signInThrottles.login, login))
}

/** Forgets the failures of these logins (a sign-in, the unlock link, a new password). */
export async function deleteThrottles(db: Executor, logins: readonly string[]): Promise<void> {
  if (logins.length === 0) return
  await db.delete(signInThrottles).where(inArray(signInThrottles.login, [...logins]))
}

/** Streaks whose last failure is at or before `before` (the prune); returns how many went. */
export async function deleteThrottlesBefore(db: Executor, before: Date): Promise<number> {
  return (await db.delete(signInThrottles).where(lte(signInThrottles.lastFailureAt, before))).rowCount ?? 0
}
