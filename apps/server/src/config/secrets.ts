// Secrets the operator did not configure are generated once and kept beside the data, so tokens
// issued before a restart stay valid after it (clients reconnect without being logged out).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface GeneratedSecrets {
  realtimeTokenSecret: string
  realtimeApiKey: string
}

const generate = (): GeneratedSecrets => ({
  realtimeTokenSecret: randomBytes(32).toString('base64url'),
  realtimeApiKey: randomBytes(24).toString('base64url'),
})

/** Reads `secrets.json` in `dir`, creating it (mode 0600) on first use. */
export function loadOrCreateSecrets(dir: string): GeneratedSecrets {
  const file = path.join(dir, 'secrets.json')
  if (fs.existsSync(file)) return { ...generate(), ...(JSON.parse(fs.readFileSync(file, 'utf8')) as object) }
  const secrets = generate()
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}

/** Fresh secrets for a process that keeps nothing (tests). */
export const ephemeralSecrets = generate
