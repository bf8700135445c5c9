// SQL of `phone_verifications`: texted codes (hashed), per purpose and UTC day.
import { and, count, desc, eq } from 'drizzle-orm'
import { phoneVerifications, type CodePurpose } from '../../../db/schema/index.ts'
import type { Executor } from '../../../db/client.ts'

/** The newest code of a purpose sent to the player. */
export async function selectLatestCode(db: Executor, userId: number, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.purpose, purpose)))
    .orderBy(desc(phoneVerifications.id))
    .limit(1)
  return row
}

/** How many codes of a purpose were texted to the player on `day` (YYYY-MM-DD, UTC). */
export async function countCodesOn(
  db: Executor,
  userId: number,
  purpose: CodePurpose,
  day: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        eq(phoneVerifications.purpose, purpose),
        eq(phoneVerifications.day, day),
      ),
    )
  return row?.n ?? 0
}

export async function insertCode(db: Executor, row: typeof phoneVerifications.$inferInsert): Promise<void> {
  await db.insert(phoneVerifications).values(row)
}

export async function setCodeAttempts(db: Executor, id: number, attempts: number): Promise<void> {
  await db.update(phoneVerifications).set({ attempts }).where(eq(phoneVerifications.id, id))
}

export async function markCodeVerified(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(phoneVerifications).set({ verifiedAt: now }).where(eq(phoneVerifications.id, id))
}
