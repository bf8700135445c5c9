// Widget session tokens: issued to a signed-in player by the platform, spent by the widget. In memory:
// the stand-in runs in one development process (a real provider keeps its own).
import { randomBytes } from 'node:crypto'
import { SPI_SESSION_TTL_MS } from './constants.ts'

export interface SpiSessionOwner {
  userId: number
  language: string
}

export interface SpiSessions {
  issue(owner: SpiSessionOwner): { token: string; expiresAt: Date }
  /** The owner of a live token, or null (unknown or expired). */
  owner(token: string): SpiSessionOwner | null
}

export function createSpiSessions(now: () => Date): SpiSessions {
  const live = new Map<string, SpiSessionOwner & { expiresAt: number }>()
  const prune = (at: number) => {
    for (const [t, s] of live) if (s.expiresAt <= at) live.delete(t)
  }
  return {
    issue(owner) {
      const at = now().getTime()
      prune(at)
      const token = randomBytes(24).toString('base64url')
      const expiresAt = at + SPI_SESSION_TTL_MS
      live.set(token, { ...owner, expiresAt })
      return { token, expiresAt: new Date(expiresAt) }
    },
    owner(token) {
      const s = live.get(token)
      if (!s || s.expiresAt <= now().getTime()) return null
      return { userId: s.userId, language: s.language }
    },
  }
}
