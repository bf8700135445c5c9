import { describe, expect, it, vi } from 'vitest'
import type * as Argon2 from '@node-rs/argon2'

// Counts Argon2 verifications while keeping the real implementation.
const calls = vi.hoisted(() => ({ verify: 0 }))
vi.mock('@node-rs/argon2', async (orig) => {
  const real = await orig<typeof Argon2>()
  return { ...real, verify: (...a: Parameters<typeof real.verify>) => (calls.verify++, real.verify(...a)) }
})
const { checkPassword, hashPassword, randomToken, sha256 } = await import('../../src/modules/accounts/crypto.ts')

describe('passwords and tokens', () => {
  it('hashes with Argon2id and verifies', async () => {
    const h = await hashPassword('secret-password')
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await checkPassword(h, 'secret-password')).toBe(true)
    expect(await checkPassword(h, 'other')).toBe(false)
  })

  it('runs a full verification even when there is no account, and still says no', async () => {
    const before = calls.verify
    expect(await checkPassword(undefined, 'anything')).toBe(false)
    expect(calls.verify).toBe(before + 1)
  })

  it('makes 256-bit tokens and stores only their digest', () => {
    const t = randomToken()
    expect(Buffer.from(t, 'base64url')).toHaveLength(32)
    expect(randomToken()).not.toBe(t)
    expect(sha256(t)).toMatch(/^[0-9a-f]{64}$/)
  })
})
