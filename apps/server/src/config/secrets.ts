// Secrets the operator did not configure are generated once and kept beside the data, so tokens
// issued before a restart stay valid after it (clients reconnect without being logged out).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface GeneratedSecrets {
  realtimeTokenSecret: string
  realtimeApiKey: string
  /** HMAC key of the session-bound CSRF tokens. */
  csrfSecret: string
}

const generate = (): GeneratedSecrets => ({
  realtimeTokenSecret: randomBytes(32).toString('base64url'),
  realtimeApiKey: randomBytes(24).toString('base64url'),
  csrfSecret: randomBytes(32).toString('base64url'),
})

/** Reads `secrets.json` in `dir`, creating it (mode 0600) on first use. */
export function loadOrCreateSecrets(dir: string): GeneratedSecrets {
  const file = path.join(dir, 'secrets.json')
  const kept = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<GeneratedSecrets>) : {}
  const secrets = { ...generate(), ...kept }
  // A file from before a secret existed gets it added, so it too survives restarts.
  if (Object.keys(kept).length === Object.keys(secrets).length) return secrets
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}

/** Fresh secrets for a process that keeps nothing (tests). */
export const ephemeralSecrets = generate
