// Ids others see instead of the account id: keyed hashes, stable while the secret is, useless to guess with.
import { createHmac } from 'node:crypto'

/** A stable opaque id of the player for `purpose` (e.g. a chat provider), 32 hex characters. */
export function playerAlias(secret: string, purpose: string, userId: number): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}`).digest('hex').slice(0, 32)
}

/** A four-character tag that tells chat authors apart without naming them. */
export const chatTag = (secret: string, userId: number): string =>
  playerAlias(secret, 'chat-tag', userId).slice(0, 4).toUpperCase()
