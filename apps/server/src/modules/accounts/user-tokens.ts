// Single-use emailed tokens: the link carries the token, the table its SHA-256, an end and a use mark.
import type { Executor } from '../../db/client.ts'
import type { UserTokenKind as TokenKind } from '../../db/schema/index.ts'
import { randomToken, sha256 } from './crypto.ts'
import { insertToken, retireUnusedTokens, useLiveToken } from './repository/tokens-repository.ts'

/** Issues a token; older unused tokens of the same kind stop working, so only the newest link counts. */
export async function issueToken(
  db: Executor,
  userId: number,
  kind: TokenKind,
  ttlMs: number,
  now: Date,
): Promise<string> {
  await retireUnusedTokens(db, userId, kind, now)
  const token = randomToken()
  await insertToken(db, {
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
  return (await useLiveToken(db, sha256(token), kind, now)) ?? null
}
