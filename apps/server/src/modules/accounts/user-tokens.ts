// Single-use emailed tokens: the link carries the token, the table its SHA-256, an end and a use mark.
import { and, eq, gt, isNull } from 'drizzle-orm'
import { userTokens } from '../../db/schema.ts'
import type { Executor } from '../../db/client.ts'
import { randomToken, sha256 } from './crypto.ts'

export type TokenKind = 'confirmation' | 'reset_password' | 'unlock'

/** Issues a token; older unused tokens of the same kind stop working, so only the newest link counts. */
export async function issueToken(
  db: Executor,
  userId: number,
  kind: TokenKind,
  ttlMs: number,
  now: Date,
): Promise<string> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)))
  const token = randomToken()
  await db.insert(userTokens).values({
    tokenHash: sha256(token),
    userId,
    kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  })
  return token
}

/** Marks a live token used and returns its player, or null when unknown, used or expired. */
export async function consumeToken(
  db: Executor,
  token: string,
  kind: TokenKind,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId })
  return row?.userId ?? null
}
