// Random tokens, their digests, and Argon2id password hashes.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

/** 32 random bytes (256 bits) as base64url: session ids, CSRF and emailed tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url')

/** Tokens are stored as SHA-256 only, so a leaked table cannot be replayed. */
export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex')

/** Six digits for SMS. */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** OWASP's Argon2id minimum (19 MiB, 2 passes, 1 lane): ~20 ms here, costly for offline guessing. */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import).
export const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS)

let dummy: Promise<string> | undefined
/**
 * Verifies against the stored hash, or against a dummy one when there is no account, so both answers
 * take the same time and timing does not tell whether an account exists.
 */
export async function checkPassword(stored: string | undefined, password: string): Promise<boolean> {
  dummy ??= hashPassword(randomToken())
  const target = stored ?? (await dummy)
  const ok = await verify(target, password).catch(() => false)
  return stored !== undefined && ok
}
