// SQL of `user_tokens`: single-use emailed tokens, stored as their SHA-256.
import { and, eq, gt, isNull } from 'drizzle-orm'
import { userTokens, type UserTokenKind } from '../../../db/schema/index.ts'
import type { Executor } from '../../../db/client.ts'

/** Marks the player's unused tokens of a kind used. */
export async function retireUnusedTokens(
  db: Executor,
  userId: number,
  kind: UserTokenKind,
  now: Date,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)))
}

export async function insertToken(db: Executor, row: typeof userTokens.$inferInsert): Promise<void> {
  await db.insert(userTokens).values(row)
}

/** Marks a live token used (by its hash) and returns its player id. */
export async function useLiveToken(
  db: Executor,
  tokenHash: string,
  kind: UserTokenKind,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId })
  return row?.userId
}
