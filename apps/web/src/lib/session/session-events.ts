/** Tells whoever holds session state that the server answered 401 (the session expired). */
const listeners = new Set<() => void>()

export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function notifyUnauthorized(): void {
  listeners.forEach((l) => l())
}

let ending = 0

/**
 * Runs what ends the player's own session (a self-exclusion or cooling-off ends every session at
 * once): a 401 meanwhile is the expected end, not an expiry, so nobody is asked to sign in again.
 */
export async function whileEndingSession<T>(run: () => Promise<T>): Promise<T> {
  ending++
  try {
    return await run()
  } finally {
    ending--
  }
}

/** Whether the player is ending their own session right now (see whileEndingSession). */
export const endingSession = (): boolean => ending > 0
